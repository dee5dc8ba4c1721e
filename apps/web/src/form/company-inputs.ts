// The registrant form's bespoke inputs in one chunk: its CNPJ and CEP lookups and its state and
// city selects are used together, and one lazy module keeps the app's other chunks as they were.
export { CepInput, CnpjInput } from './LookupInput';
export { CitySelect, StateSelect } from './PlaceSelect';
