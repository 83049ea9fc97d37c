// Label tables (one per enumeration) and the label of a declared enum field's value.
export { labelIn, labelTable, rawTextsOf, spellOut, type EnumValue, type LabelTable } from './label-table';
export * from './tables';
