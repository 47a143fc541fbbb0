// @shop/forms: the one way to build a form (docs/frontend-patterns.md, "Forms"). A UI kit: every app
// bundles the version it was built with, so a remote can ship a newer kit without the host. Only
// form-messages.ts has a side effect (it adds the kit's words), and every module that speaks imports
// it: a page that uses FilterBar alone bundles neither react-hook-form nor the resolver.

export { useContractForm, type ContractForm, type ContractFormOptions, type FieldOptions, type ProblemWords } from './use-contract-form';
export { contractResolver } from './contract-resolver';
export { problemOf, SERVER_PROBLEM, type FieldProblem } from './field-problem';
export { showFormFailure } from './show-form-failure';
export { FormDialog } from './form-dialog';
export { FilterBar, FilterDateInput, FilterInput, FilterSelect } from './filter-bar';
export { DateField } from './date/date-field';
export { DateInput } from './date/date-input';
export { fromDateTimeText, normaliseDateText, type DateKind } from './date/date-text';
export { SelectField } from './select-field';
export { TextAreaField } from './text-area-field';
export { FORMS_NAMESPACE, formMessages } from './form-messages';
