import { describe, expect, it } from 'vitest';
import { canonicalTimeZone } from './staff-rules';
import { parseSchoolAddress } from './school-address';
import { likelyTimeZoneOfState, US_STATES, type UsStateCode } from './us-time-zones';

/** Each state's capital with a ZIP code of it, and the zone most of the state's people keep. */
const capitals: [UsStateCode, string, string, string][] = [
  ['AL', 'Alabama', 'Montgomery, AL 36104', 'America/Chicago'],
  ['AK', 'Alaska', 'Juneau, AK 99801', 'America/Anchorage'],
  ['AZ', 'Arizona', 'Phoenix, AZ 85001', 'America/Phoenix'],
  ['AR', 'Arkansas', 'Little Rock, AR 72201', 'America/Chicago'],
  ['CA', 'California', 'Sacramento, CA 95814', 'America/Los_Angeles'],
  ['CO', 'Colorado', 'Denver, CO 80202', 'America/Denver'],
  ['CT', 'Connecticut', 'Hartford, CT 06103', 'America/New_York'],
  ['DE', 'Delaware', 'Dover, DE 19901', 'America/New_York'],
  ['DC', 'District of Columbia', 'Washington, DC 20001', 'America/New_York'],
  ['FL', 'Florida', 'Tallahassee, FL 32301', 'America/New_York'],
  ['GA', 'Georgia', 'Atlanta, GA 30303', 'America/New_York'],
  ['HI', 'Hawaii', 'Honolulu, HI 96813', 'Pacific/Honolulu'],
  ['ID', 'Idaho', 'Boise, ID 83702', 'America/Boise'],
  ['IL', 'Illinois', 'Springfield, IL 62701', 'America/Chicago'],
  ['IN', 'Indiana', 'Indianapolis, IN 46204', 'America/Indiana/Indianapolis'],
  ['IA', 'Iowa', 'Des Moines, IA 50309', 'America/Chicago'],
  ['KS', 'Kansas', 'Topeka, KS 66603', 'America/Chicago'],
  ['KY', 'Kentucky', 'Frankfort, KY 40601', 'America/New_York'],
  ['LA', 'Louisiana', 'Baton Rouge, LA 70802', 'America/Chicago'],
  ['ME', 'Maine', 'Augusta, ME 04330', 'America/New_York'],
  ['MD', 'Maryland', 'Annapolis, MD 21401', 'America/New_York'],
  ['MA', 'Massachusetts', 'Boston, MA 02108', 'America/New_York'],
  ['MI', 'Michigan', 'Lansing, MI 48933', 'America/Detroit'],
  ['MN', 'Minnesota', 'Saint Paul, MN 55102', 'America/Chicago'],
  ['MS', 'Mississippi', 'Jackson, MS 39201', 'America/Chicago'],
  ['MO', 'Missouri', 'Jefferson City, MO 65101', 'America/Chicago'],
  ['MT', 'Montana', 'Helena, MT 59601', 'America/Denver'],
  ['NE', 'Nebraska', 'Lincoln, NE 68508', 'America/Chicago'],
  ['NV', 'Nevada', 'Carson City, NV 89701', 'America/Los_Angeles'],
  ['NH', 'New Hampshire', 'Concord, NH 03301', 'America/New_York'],
  ['NJ', 'New Jersey', 'Trenton, NJ 08608', 'America/New_York'],
  ['NM', 'New Mexico', 'Santa Fe, NM 87501', 'America/Denver'],
  ['NY', 'New York', 'Albany, NY 12207', 'America/New_York'],
  ['NC', 'North Carolina', 'Raleigh, NC 27601', 'America/New_York'],
  ['ND', 'North Dakota', 'Bismarck, ND 58501', 'America/Chicago'],
  ['OH', 'Ohio', 'Columbus, OH 43215', 'America/New_York'],
  ['OK', 'Oklahoma', 'Oklahoma City, OK 73102', 'America/Chicago'],
  ['OR', 'Oregon', 'Salem, OR 97301', 'America/Los_Angeles'],
  ['PA', 'Pennsylvania', 'Harrisburg, PA 17101', 'America/New_York'],
  ['RI', 'Rhode Island', 'Providence, RI 02903', 'America/New_York'],
  ['SC', 'South Carolina', 'Columbia, SC 29201', 'America/New_York'],
  ['SD', 'South Dakota', 'Pierre, SD 57501', 'America/Chicago'],
  ['TN', 'Tennessee', 'Nashville, TN 37219', 'America/Chicago'],
  ['TX', 'Texas', 'Austin, TX 78701', 'America/Chicago'],
  ['UT', 'Utah', 'Salt Lake City, UT 84111', 'America/Denver'],
  ['VT', 'Vermont', 'Montpelier, VT 05602', 'America/New_York'],
  ['VA', 'Virginia', 'Richmond, VA 23219', 'America/New_York'],
  ['WA', 'Washington', 'Olympia, WA 98501', 'America/Los_Angeles'],
  ['WV', 'West Virginia', 'Charleston, WV 25301', 'America/New_York'],
  ['WI', 'Wisconsin', 'Madison, WI 53703', 'America/Chicago'],
  ['WY', 'Wyoming', 'Cheyenne, WY 82001', 'America/Denver'],
];

describe('the state of a school’s address', () => {
  it('knows the 50 states and the District of Columbia, no more', () => {
    expect(capitals).toHaveLength(51);
    expect(Object.keys(US_STATES).sort()).toEqual(capitals.map(([code]) => code).sort());
  });

  const stateOf = (line: string) => parseSchoolAddress(line)?.state ?? null;

  it.each(capitals)('%s: by its code before the ZIP code, and by its name (%s)', (code, name, cityLine, zone) => {
    const [city] = cityLine.split(',');
    const zip = cityLine.slice(-5);
    expect(stateOf(`100 Main Street, ${cityLine}`)).toBe(code);
    expect(stateOf(`100 Main Street, ${city}, ${name} ${zip}`)).toBe(code);
    expect(stateOf(`100 Main Street, ${city}, ${name.toUpperCase()} ${zip}-0001`)).toBe(code);
    expect(stateOf(`100 Main Street\n${city} ${code.toLowerCase()} ${zip}`)).toBe(code);
    expect(likelyTimeZoneOfState(code)).toBe(zone);
  });

  it.each([
    ['Charleston, West Virginia 25301', 'WV'],
    ['Richmond, Virginia 23219', 'VA'],
    ['Seattle, Washington 98101', 'WA'],
    ['Washington, D.C. 20001', 'DC'],
    ['Pennsylvania Avenue NW, Washington, DC 20500', 'DC'],
    ['Indiana, PA 15701', 'PA'],
    ['Kansas City, MO 64105', 'MO'],
    ['Springfield, IL, 62702', 'IL'],
    ['Raleigh, North   Carolina 27601', 'NC'],
    ['Springfield, IL 62702, USA', 'IL'],
    ['Springfield, Illinois 62702 United States', 'IL'],
    ['Suite 12345, Austin, TX 78701', 'TX'],
  ])('1 Main Street, %s is in %s', (address, code) => {
    expect(stateOf(`1 Main Street, ${address}`)).toBe(code);
  });

  it.each([['12 Elm Ct, Toronto, ON M5V 3L9'], ['9 Rue de Rivoli, 75001 Paris'], ['10 Downing Street, London SW1A 2AA']])('%j names no state', (address) => {
    expect(stateOf(address)).toBeNull();
  });
});

describe('the zones of a state', () => {
  it('are IANA zones, each named once, Illinois keeping only Chicago’s', () => {
    for (const [code, { zones }] of Object.entries(US_STATES)) {
      for (const zone of zones) expect(canonicalTimeZone(zone), `${code}: ${zone}`).not.toBeNull();
      expect(new Set(zones).size, code).toBe(zones.length);
    }
    expect(US_STATES.IL.zones).toEqual(['America/Chicago']);
  });

  it('a state with several zones lists its most populous first, then the others', () => {
    expect(US_STATES.TX.zones).toEqual(['America/Chicago', 'America/Denver']);
    expect(likelyTimeZoneOfState('TX')).toBe('America/Chicago');
    expect(US_STATES.IN.zones).toHaveLength(9);
    expect(US_STATES.FL.zones).toEqual(['America/New_York', 'America/Chicago']);
  });
});
