// The one language module: how spoken, lay English is read, for the doctor and the report alike.
// It knows words, not medicine: nothing here imports the symptom vocabulary, the doctor or the report.
export * from './normalise';
export * from './clauses';
export * from './negation';
export * from './presence';
export * from './answers';
export * from './numbers';
export * from './speaking';
export * from './sentences';
export * from './tokens';
export * from './who';
export * from './onset';
export * from './readings';
