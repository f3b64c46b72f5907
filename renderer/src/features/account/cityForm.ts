import type { UseFormReturn } from 'react-hook-form';
import type { AddressFormValues } from './addressValues';

/** What the listed-city fields need of the address form. */
export type CityForm = Pick<UseFormReturn<AddressFormValues>, 'control' | 'register' | 'getValues' | 'setValue' | 'clearErrors'>;
