import { describe, expect, it } from 'vitest';
import { aboutThem, patientOf } from './who';
import { analyse } from './clauses';

const who = (...texts: string[]) => patientOf(analyse(texts.join('. ')));

describe('patientOf', () => {
  it('recognises a parent speaking about a child, with the age as parents say it', () => {
    expect(who("my little boy, he's four, he's had a temperature since yesterday")).toMatchObject({
      subject: 'child',
      ageYears: 4,
      pronoun: 'he',
    });
    const baby = who("she's seven weeks and she feels really hot");
    expect(baby.subject).toBe('child');
    expect(baby.ageYears).toBeLessThan(0.25);
  });

  it('reads an age in months said after "my little girl, she\'s" as months, not years', () => {
    expect(who("something's really wrong with my little girl, she's 22 months")).toMatchObject({
      subject: 'child',
      ageYears: 22 / 12,
    });
    expect(who("my little girl, she's 7, has a rash")).toMatchObject({ subject: 'child', ageYears: 7 });
    expect(who("my little girl, she's twenty-two months")).toMatchObject({ ageYears: 22 / 12 });
    expect(who("My boy, he's 8 wks, he has a fever")).toMatchObject({ subject: 'child', ageYears: 56 / 365 });
    expect(who("my boy, he's 3 mths")).toMatchObject({ ageYears: 0.25 });
    // A baby never calls for themselves.
    expect(who('Six-week-old. Projectile vomiting.')).toMatchObject({ subject: 'child' });
  });

  it('reads "he\'s a smoker" as no age, and "he\'s a year old" as one', () => {
    expect(who("my husband has chest pain, he's a smoker")).toMatchObject({
      subject: 'other-adult',
      ageYears: null,
    });
    expect(who('my wife, she is a teacher, has chest pain')).toMatchObject({
      subject: 'other-adult',
      ageYears: null,
    });
    expect(who("my son, he's a year old, has a fever")).toMatchObject({ subject: 'child', ageYears: 1 });
  });

  it('hears a carer, a care home and a bare "Mum\'s 86" as calls about someone else', () => {
    expect(who("I'm a carer for a lady of 81 who's on insulin for her diabetes")).toMatchObject({
      subject: 'other-adult',
      ageYears: 81,
      pronoun: 'she',
    });
    expect(who('Hello I am carer for Mrs Dorothy, she is 88 year old')).toMatchObject({
      subject: 'other-adult',
    });
    expect(who('im a carer i just come in to mr hughes hes 91 and he was on the floor')).toMatchObject({
      subject: 'other-adult',
      ageYears: 91,
      pronoun: 'he',
    });
    expect(who('Calling about a resident, Edna, 91.', 'Hit her forehead.').subject).toBe('other-adult');
    expect(who("Mum's 86, she had a fall in the garden").subject).toBe('other-adult');
    // A carer, a grandparent looking after a child, or a parent woken by a baby with their own complaint is the patient.
    expect(
      who("I'm looking after my grandson today and there's a crushing pain in the middle of the chest")
        .subject,
    ).toBe('self');
    expect(
      who("I'm a carer. Sore throat and a temperature for three days, can't swallow properly").subject,
    ).toBe('self');
    expect(who("my baby woke every hour last night and I've got a banging headache").subject).toBe('self');
    expect(who("my son hit me in the face with a toy and I've got a nosebleed that won't stop").subject).toBe(
      'self',
    );
    expect(
      who("Mum's here with me, she told me to ring. Tummy ache and been sick since last night.").subject,
    ).toBe('self');
    expect(
      who("I feel daft ringing about this, my mum is fine, it's just that I've a tummy ache").subject,
    ).toBe('self');
    expect(who("I'm a carer for my husband and I've hurt my back lifting him").subject).toBe('self');
  });

  it("takes a parent's own feelings as theirs, the child's symptoms as the child's", () => {
    expect(
      who('My son nearly choked to death last night on a grape, I keep replaying it in my head', "He's 3"),
    ).toMatchObject({ subject: 'child', ageYears: 3 });
    expect(
      who(
        "Well, it's my daughter Lily, she's eight",
        "Every school morning it's the same, 'Mummy, my tummy hurts so much I'm going to die', right at the front door",
      ),
    ).toMatchObject({ subject: 'child', ageYears: 8 });
    expect(who("I feel daft ringing, I'm looking after my grandson today, he's 3")).toMatchObject({
      subject: 'child',
      ageYears: 3,
    });
    expect(who('my babies soft spots pulsating is that normal shes 7 weeks')).toMatchObject({
      subject: 'child',
      pronoun: 'she',
    });
  });

  it("hears a worried parent in simple English: the worry is theirs, the symptoms the child's", () => {
    expect(who("My son, 3 years, he vomit red colour, I'm very scared.")).toMatchObject({
      subject: 'child',
      ageYears: 3,
      pronoun: 'he',
    });
    expect(who("I'm really worried, I've got a headache").subject).toBe('self');
  });

  it('recognises a relative speaking about an adult', () => {
    expect(who('my mum is 82 and she fell over this morning')).toMatchObject({
      subject: 'other-adult',
      ageYears: 82,
      pronoun: 'she',
    });
  });

  it('recognises a caller who says who they are to the patient, and speech without apostrophes', () => {
    expect(who("I'm her nan, I've got her while her mum's on nights, she's three")).toMatchObject({
      subject: 'child',
      ageYears: 3,
      pronoun: 'she',
    });
    expect(who("I'm the carer, I come in to Mr Patel at teatime, his flat's like an oven")).toMatchObject({
      subject: 'other-adult',
      pronoun: 'he',
    });
    expect(who('my daughters six shes had a high temperature since last night')).toMatchObject({
      subject: 'child',
      ageYears: 6,
    });
    expect(who("it's my middle one, she's six, she's been wheezy")).toMatchObject({ subject: 'child' });
    expect(who('My 2-year-old just chewed open one of those little packets')).toMatchObject({
      subject: 'child',
      ageYears: 2,
    });
    expect(who("my husband, he's six foot and he's had a cough").ageYears).toBeNull();
  });

  it('keeps the patient as the subject when they speak of themselves', () => {
    expect(who("I've had a headache since Monday, my son thinks I should call")).toMatchObject({
      subject: 'self',
      pronoun: 'you',
    });
  });
});

describe('aboutThem', () => {
  it('puts the questions in the third person', () => {
    expect(aboutThem('seek help sooner if you develop any new symptoms that worry you', 'he')).toBe(
      'seek help sooner if he develops any new symptoms that worry him',
    );
    expect(aboutThem('Have you had a fever?', 'she')).toBe('Has she had a fever?');
    expect(aboutThem('Do you have any long-term medical conditions?', 'he')).toBe(
      'Does he have any long-term medical conditions?',
    );
    expect(aboutThem('Are you allergic to any medicines?', 'they')).toBe(
      'Are they allergic to any medicines?',
    );
    expect(aboutThem('Does the pain spread to your arm?', 'she')).toBe('Does the pain spread to her arm?');
  });
});
