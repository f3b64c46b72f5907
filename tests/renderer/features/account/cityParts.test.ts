import { describe, expect, it } from 'vitest';
import { joinIndonesianCity, listedCityCountry, matchName, matchOrFirst, splitIndonesianCity } from '../../../../renderer/src/features/account/cityParts';

describe('Indonesian city (district, regency)', () => {
  it('joins district and regency with a comma', () => {
    expect(joinIndonesianCity('Kebayoran Baru', 'Kota Jakarta Selatan')).toBe('Kebayoran Baru, Kota Jakarta Selatan');
  });

  it('splits a saved city on the comma, lowercased and trimmed', () => {
    expect(splitIndonesianCity(' Kebayoran Baru ,  Kota Jakarta Selatan ')).toEqual({ district: 'kebayoran baru', regency: 'kota jakarta selatan' });
    expect(splitIndonesianCity(joinIndonesianCity('Menteng', 'Kota Jakarta Pusat'))).toEqual({ district: 'menteng', regency: 'kota jakarta pusat' });
  });

  it('tries a city without a comma as either part', () => {
    expect(splitIndonesianCity('Kota Bandung')).toEqual({ district: 'kota bandung', regency: 'kota bandung' });
    expect(splitIndonesianCity('')).toEqual({ district: '', regency: '' });
  });
});

describe('first-load matching', () => {
  const regencies = ['Kabupaten Kepulauan Seribu', 'Kota Jakarta Pusat', 'Kota Jakarta Selatan'];

  it('finds the saved name whatever its case and spaces', () => {
    expect(matchName(regencies, ' kota JAKARTA selatan')).toBe('Kota Jakarta Selatan');
    expect(matchName(regencies, 'Jakarta Selatan')).toBeUndefined();
    expect(matchName(regencies, '')).toBeUndefined();
  });

  it('selects the matching entry, else the first', () => {
    expect(matchOrFirst(regencies, 'kota jakarta pusat')).toBe('Kota Jakarta Pusat');
    expect(matchOrFirst(regencies, 'Bandung')).toBe('Kabupaten Kepulauan Seribu');
    expect(matchOrFirst([], 'x')).toBe('');
  });
});

describe('listedCityCountry', () => {
  it('lists cities for Indonesia and Taiwan only', () => {
    expect(listedCityCountry('ID')).toBe('ID');
    expect(listedCityCountry('tw')).toBe('TW');
    expect(listedCityCountry('MY')).toBeNull();
    expect(listedCityCountry('')).toBeNull();
  });
});
