export * from './enums';
export * from './permissions';
export * from './roles';
export * from './reports';
export * from './auth';
export * from './entity';
export * from './grid';
