import type { Province } from '../wire/location';

/**
 * First-level subdivisions that replace country-region-data's lists where those are out of
 * date, with ISO 3166-2 codes. The address form's regency/district and district/zip lists are
 * keyed by these codes (resources/locations/*.json), so they must name every province there is.
 */

/**
 * Indonesia's 38 provinces. country-region-data has 33: it lacks Sulawesi Barat and the four
 * Papua provinces of 2022, and files Sulawesi Selatan under ID-SR (which is Sulawesi Barat).
 */
const INDONESIA: Province[] = [
  { code: 'ID-AC', name: 'Aceh' },
  { code: 'ID-BA', name: 'Bali' },
  { code: 'ID-BB', name: 'Bangka Belitung' },
  { code: 'ID-BT', name: 'Banten' },
  { code: 'ID-BE', name: 'Bengkulu' },
  { code: 'ID-GO', name: 'Gorontalo' },
  { code: 'ID-JK', name: 'Jakarta Raya' },
  { code: 'ID-JA', name: 'Jambi' },
  { code: 'ID-JB', name: 'Jawa Barat' },
  { code: 'ID-JT', name: 'Jawa Tengah' },
  { code: 'ID-JI', name: 'Jawa Timur' },
  { code: 'ID-KB', name: 'Kalimantan Barat' },
  { code: 'ID-KS', name: 'Kalimantan Selatan' },
  { code: 'ID-KT', name: 'Kalimantan Tengah' },
  { code: 'ID-KI', name: 'Kalimantan Timur' },
  { code: 'ID-KU', name: 'Kalimantan Utara' },
  { code: 'ID-KR', name: 'Kepulauan Riau' },
  { code: 'ID-LA', name: 'Lampung' },
  { code: 'ID-MA', name: 'Maluku' },
  { code: 'ID-MU', name: 'Maluku Utara' },
  { code: 'ID-NB', name: 'Nusa Tenggara Barat' },
  { code: 'ID-NT', name: 'Nusa Tenggara Timur' },
  { code: 'ID-PA', name: 'Papua' },
  { code: 'ID-PB', name: 'Papua Barat' },
  { code: 'ID-PD', name: 'Papua Barat Daya' },
  { code: 'ID-PE', name: 'Papua Pegunungan' },
  { code: 'ID-PS', name: 'Papua Selatan' },
  { code: 'ID-PT', name: 'Papua Tengah' },
  { code: 'ID-RI', name: 'Riau' },
  { code: 'ID-SR', name: 'Sulawesi Barat' },
  { code: 'ID-SN', name: 'Sulawesi Selatan' },
  { code: 'ID-ST', name: 'Sulawesi Tengah' },
  { code: 'ID-SG', name: 'Sulawesi Tenggara' },
  { code: 'ID-SA', name: 'Sulawesi Utara' },
  { code: 'ID-SB', name: 'Sumatera Barat' },
  { code: 'ID-SS', name: 'Sumatera Selatan' },
  { code: 'ID-SU', name: 'Sumatera Utara' },
  { code: 'ID-YO', name: 'Yogyakarta' },
];

/**
 * Taiwan's 22 cities and counties. country-region-data has 20: Chiayi and Hsinchu each stand
 * for both the city and the county of that name, whose districts and postcodes differ.
 */
const TAIWAN: Province[] = [
  { code: 'TW-CHA', name: 'Changhua' },
  { code: 'TW-CYI', name: 'Chiayi City' },
  { code: 'TW-CYQ', name: 'Chiayi County' },
  { code: 'TW-HSZ', name: 'Hsinchu City' },
  { code: 'TW-HSQ', name: 'Hsinchu County' },
  { code: 'TW-HUA', name: 'Hualien' },
  { code: 'TW-KHH', name: 'Kaohsiung' },
  { code: 'TW-KEE', name: 'Keelung' },
  { code: 'TW-KIN', name: 'Kinmen' },
  { code: 'TW-LIE', name: 'Lienchiang' },
  { code: 'TW-MIA', name: 'Miaoli' },
  { code: 'TW-NAN', name: 'Nantou' },
  { code: 'TW-NWT', name: 'New Taipei' },
  { code: 'TW-PEN', name: 'Penghu' },
  { code: 'TW-PIF', name: 'Pingtung' },
  { code: 'TW-TXG', name: 'Taichung' },
  { code: 'TW-TNN', name: 'Tainan' },
  { code: 'TW-TPE', name: 'Taipei' },
  { code: 'TW-TTT', name: 'Taitung' },
  { code: 'TW-TAO', name: 'Taoyuan' },
  { code: 'TW-ILA', name: 'Yilan' },
  { code: 'TW-YUN', name: 'Yunlin' },
];

export const SUBDIVISIONS: Readonly<Record<string, readonly Province[]>> = { ID: INDONESIA, TW: TAIWAN };
