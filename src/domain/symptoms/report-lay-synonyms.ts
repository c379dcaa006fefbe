// What the report also reads in what a patient said: more of their wordings, for labels the doctor knows and for
// symptoms it has no complaint for. The doctor reads only lay-synonyms.ts: its complaints were written against
// those phrases, and measured on its corpus these moved its conclusions ("I thought I was dying" became a
// complaint of its own). Same format as lay-synonyms.ts.
import type { LaySymptom } from './lay-synonyms';

export const reportLaySymptoms: LaySymptom[] = [
  // More wordings for labels the doctor knows.
  {
    label: 'palpitations',
    phrases: [
      'heart goes fast',
      'heart going fast',
      'heart beating fast',
      'heart pounds',
      'heart going like the clappers',
    ],
    saidAs: [
      [
        'racing heart',
        ['heart goes fast', 'heart going fast', 'heart beating fast', 'heart going like the clappers'],
      ],
      ['pounding heart', ['heart pounds']],
    ],
  },
  {
    label: 'trouble sleeping',
    phrases: [
      "can't get back to sleep",
      'keeps waking up',
      'kept waking up',
      'waking up at night',
      'waking in the night',
      'wakes up in the night',
    ],
    saidAs: [
      ['waking early', ["can't get back to sleep"]],
      [
        'waking at night',
        [
          'keeps waking up',
          'kept waking up',
          'waking up at night',
          'waking in the night',
          'wakes up in the night',
        ],
      ],
    ],
  },
  {
    label: 'lost voice',
    phrases: ['voice going', 'voice is going'],
    saidAs: [['losing voice', ['voice going', 'voice is going']]],
  },
  {
    label: 'difficulty swallowing',
    phrases: ['hurts when i swallow', 'sore to swallow', 'pain when swallowing', 'painful swallowing'],
    saidAs: [
      [
        'painful swallowing',
        ['hurts when i swallow', 'sore to swallow', 'pain when swallowing', 'painful swallowing'],
      ],
    ],
  },
  {
    label: 'heavy periods',
    phrases: ['periods heavy', 'period is heavy', 'flooding', 'flood through'],
    saidAs: [['flooding', ['flooding', 'flood through']]],
  },
  { label: 'blocked nose', phrases: ['nostril blocks up', 'blocked nostril', 'nose blocks up'] },
  {
    label: 'sensitivity to light',
    phrases: ['light from my laptop bothers', 'light from the screen bothers'],
  },

  // Symptoms the doctor has no complaint for.
  {
    label: 'irregular heartbeat',
    ontology: ['irregular heart beat', 'arrhythmia'],
    phrases: [
      'irregular heartbeat',
      'irregular heart beat',
      'irregular pulse',
      'pulse is irregular',
      'heartbeat is irregular',
      'pulse is all over the place',
      'pulse all over the place',
    ],
  },
  { label: 'clots', phrases: ['clots', 'big clots', 'blood clots in my period'] },
  {
    label: 'feeding less',
    ontology: ['poor feeding'],
    phrases: [
      'feeding less',
      'not feeding',
      'not feeding well',
      'feeding poorly',
      'off his feeds',
      'off her feeds',
      'taking less milk',
      'drinking less milk',
    ],
  },
  { label: 'pulling at ear', phrases: ['pulling at ear', 'pulling ear', 'tugging at ear', 'tugging ear'] },
  {
    label: 'muffled hearing',
    phrases: ['sounds muffled', 'hearing is muffled', 'muffled hearing', 'muffled'],
  },
  {
    label: 'poor concentration',
    phrases: [
      "can't concentrate",
      'concentration is shot',
      'poor concentration',
      "can't focus",
      'concentration is terrible',
    ],
  },
  { label: 'brain fog', phrases: ['brain fog', 'foggy', 'fuzzy headed', 'head feels fuzzy'] },
  {
    label: 'taste changed',
    ontology: ['dysgeusia'],
    phrases: [
      'tasted weird',
      'tastes weird',
      'metallic taste',
      'taste is off',
      'bad taste',
      'nasty taste',
      'horrible taste',
      'funny taste',
      'taste changed',
    ],
    saidAs: [['bad taste', ['bad taste', 'nasty taste', 'horrible taste']]],
  },
  { label: 'unable to close eye', phrases: ["can't close my eye", "can't close eye", "eye won't close"] },
  {
    label: 'puncture wounds',
    phrases: ['puncture marks', 'puncture wounds', 'puncture wound', 'teeth marks'],
  },
  {
    label: 'pain passing stool',
    phrases: [
      'pain when i poo',
      'hurts when i poo',
      'painful to poo',
      'pain going to the toilet',
      'painful bowel movements',
    ],
  },
  {
    label: 'blood on toilet paper',
    phrases: [
      'blood on the paper',
      'blood on toilet paper',
      'blood on the toilet paper',
      'blood when i wipe',
    ],
  },
  { label: 'discharge', phrases: ['discharge'] },
  { label: 'fishy smell', phrases: ['fishy smell', 'smells fishy', 'smell is fishy'] },
  { label: 'ulcers', phrases: ['ulcers', 'ulcer'] },
  // Not "sores" alone: with any ending it would be every "sore".
  { label: 'sores', phrases: ['crusty sores', 'weeping sores', 'open sores', 'scabby sores'] },
  {
    label: 'cold hands and feet',
    phrases: [
      'cold hands and feet',
      'hands and feet are freezing',
      'hands and feet are cold',
      'hands and feet freezing',
    ],
  },
  {
    label: 'visual aura',
    ontology: ['visual aura'],
    phrases: ['zigzag lines', 'zig zag lines', 'zigzags', 'flashing lights', 'shimmering lights'],
    saidAs: [
      ['zigzag lines', ['zigzag lines', 'zig zag lines', 'zigzags']],
      ['flashing lights', ['flashing lights']],
    ],
  },
  {
    label: 'fear of dying',
    phrases: [
      'thought i was dying',
      'thought i was going to die',
      'felt like i was dying',
      'going to die',
      'fear of dying',
    ],
  },
];
