// What a supplier transaction may not point at, said the same by the form's hook
// (hooks/transactions.ts) and the import's parsing worker (imports/line-values.ts), which loads no
// database code.
export const NOT_A_TRANSACTION_PRODUCT = 'Choose a product used on supplier transactions';
