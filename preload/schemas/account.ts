import { z } from 'zod';
import { count, flag } from './common';
import { orderListItemSchema } from './orders';

export const addressSchema = z.object({
  address_id: count,
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  company: z.string().nullable().default(null),
  address1: z.string(),
  address2: z.string().nullable().default(null),
  city: z.string(),
  zip: z.string().nullable().default(null),
  province: z.string().nullable().default(null),
  province_code: z.string().nullable().default(null),
  country: z.string(),
  country_code: z.string(),
  is_primary: flag,
  name: z.string().optional(),
  email: z.string().optional(),
});
export type Address = z.infer<typeof addressSchema>;

/** What the address form sends (create and update). Limits are spec 5's. */
export const addressInputSchema = z.strictObject({
  first_name: z.string().max(45),
  last_name: z.string().max(45),
  phone: z.string().max(45),
  company: z.string().max(255).nullable().optional(),
  address1: z.string().max(255),
  address2: z.string().max(255).nullable().optional(),
  city: z.string().max(255),
  zip: z.string().max(45).nullable().optional(),
  province: z.string().max(45).nullable().optional(),
  province_code: z.string().max(45).nullable().optional(),
  country: z.string().max(100),
  country_code: z.string().length(2),
  is_primary: z.boolean(),
});
export type AddressInput = z.infer<typeof addressInputSchema>;

export const accountSchema = z.object({
  account: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string().nullable().default(null),
    addresses: z.array(addressSchema),
  }),
  orders: z.array(orderListItemSchema),
});
export type Account = z.infer<typeof accountSchema>;

export const addressSavedSchema = z.object({ success: flag, address: addressSchema });

export const countriesSchema = z.object({
  countries: z.array(z.object({ country_code: z.string(), country_name: z.string() })),
});
export const provincesSchema = z.object({
  provinces: z.array(z.object({ code: z.string(), name: z.string() })),
});
export type Country = z.infer<typeof countriesSchema>['countries'][number];
export type Province = z.infer<typeof provincesSchema>['provinces'][number];
