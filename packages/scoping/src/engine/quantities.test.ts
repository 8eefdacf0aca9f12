import { describe, expect, it } from 'vitest';
import { extractQuantities } from './quantities';

const read = (text: string) => extractQuantities(text).map(({ value, unit, text: typed }) => [value, unit, typed]);

describe('extractQuantities', () => {
  it.each([
    ['digits', 'Migrate 45 users to Microsoft 365', [[45, 'users', '45 users']]],
    ['unit glued to the number', 'Move 2TB of files', [[2, 'tb', '2TB']]],
    ['unit after a space', 'Back up 2 TB', [[2, 'tb', '2 TB']]],
    ['gigabytes become TB', 'about 500 GB of data', [[0.5, 'tb', '500 GB']]],
    ['thousands separator', 'Move 1,200 mailboxes', [[1200, 'mailboxes', '1,200 mailboxes']]],
    ['decimal', '1.5 TB file server', [[1.5, 'tb', '1.5 TB']]],
    ['number word', 'Connect three sites', [[3, 'sites', 'three sites']]],
    ['hyphenated number word', 'for twenty-five users', [[25, 'users', 'twenty-five users']]],
    ['unicode dash in number word', 'for twenty–five staff', [[25, 'users', 'twenty–five staff']]],
    ['hundreds', 'two hundred and fifty employees', [[250, 'users', 'two hundred and fifty employees']]],
    ['a dozen', 'a dozen laptops', [[12, 'devices', 'a dozen laptops']]],
    ['half a dozen', 'half a dozen APs', [[6, 'access_points', 'half a dozen APs']]],
    ['a couple of', 'a couple of printers', [[2, 'printers', 'a couple of printers']]],
    ['range with a dash: upper end', '40-50 users', [[50, 'users', '40-50 users']]],
    ['range with "to"', '40 to 50 staff', [[50, 'users', '40 to 50 staff']]],
    ['range with "between"', 'between 40 and 50 users', [[50, 'users', 'between 40 and 50 users']]],
    ['the writer counted in', 'just me plus 3 employees', [[4, 'users', 'me plus 3 employees']]],
    ['a count of the noun before it', 'all our macs (18 of them)', [[18, 'devices', '18 of them']]],
    ['people and their roles, together', '8 Clinicians plus 2 admin', [[10, 'users', '8 Clinicians plus 2 admin']]],
    ['two counts of people', '20 staff and 3 contractors', [[23, 'users', '20 staff and 3 contractors']]],
    ['myself and others', 'myself and two staff', [[3, 'users', 'myself and two staff']]],
    [
      'per site × sites',
      '2 APs per site across 3 sites',
      [
        [6, 'access_points', '2 APs per site × 3 sites'],
        [3, 'sites', '3 sites'],
      ],
    ],
    [
      'at each of N sites',
      '4 access points at each of the 3 offices',
      [
        [12, 'access_points', '4 access points at each of the 3 offices'],
        [3, 'sites', '3 offices'],
      ],
    ],
    [
      'laptops, PCs, endpoints … are devices',
      '30 laptops, 10 PCs, 75 endpoints, 5 workstations, 4 desktops, 3 computers, 2 machines',
      [
        [30, 'devices', '30 laptops'],
        [10, 'devices', '10 PCs'],
        [75, 'devices', '75 endpoints'],
        [5, 'devices', '5 workstations'],
        [4, 'devices', '4 desktops'],
        [3, 'devices', '3 computers'],
        [2, 'devices', '2 machines'],
      ],
    ],
    [
      'staff, people, employees, seats are users',
      '10 staff, 12 people, 8 employees, 5 seats',
      [
        [10, 'users', '10 staff'],
        [12, 'users', '12 people'],
        [8, 'users', '8 employees'],
        [5, 'users', '5 seats'],
      ],
    ],
    [
      'offices, locations, branches are sites',
      '2 offices, 3 locations, 4 branches',
      [
        [2, 'sites', '2 offices'],
        [3, 'sites', '3 locations'],
        [4, 'sites', '4 branches'],
      ],
    ],
    [
      'VMs, APs, phones, handsets',
      '20 VMs, 8 APs, 25 desk phones, 5 handsets',
      [
        [20, 'vms', '20 VMs'],
        [8, 'access_points', '8 APs'],
        [25, 'phones', '25 desk phones'],
        [5, 'phones', '5 handsets'],
      ],
    ],
    [
      'two-word nouns',
      '20 virtual machines on 3 hosts and 2 domain controllers',
      [
        [20, 'vms', '20 virtual machines'],
        [3, 'servers', '3 hosts'],
        [2, 'servers', '2 domain controllers'],
      ],
    ],
    [
      'modifiers between number and noun',
      'Upgrade 40 Windows 10 PCs to Windows 11',
      [[40, 'devices', '40 Windows 10 PCs']],
    ],
    ['smartphones are devices', 'Enrol 15 BYOD iPhones and Android phones', [[15, 'devices', '15 BYOD iPhones']]],
    ['a port count is a size, not a count', 'two 48-port switches', [[2, 'switches', 'two 48-port switches']]],
    ['product versions are not quantities', 'Office 365 and Microsoft 365 on Windows 10 with Server 2019', []],
    ['a number without a unit is ignored', 'finish within 2 weeks', []],
    ['a year before a singular noun is a version', 'Upgrade our SBS 2011 server and the 2019 host', []],
    [
      'a hyphenated count before a singular noun counts',
      'a 50-seat firm and a 12-person office',
      [
        [50, 'users', '50-seat'],
        [12, 'users', '12-person'],
      ],
    ],
    ['an absurd count is ignored', '99999999999 users', []],
  ])('%s', (_name, text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it('keeps the offsets of the text it came from', () => {
    const [quantity] = extractQuantities('Please move 45 users');
    expect(quantity).toMatchObject({ start: 12, end: 20, range: null });
  });

  it('records the range it took the upper end of', () => {
    expect(extractQuantities('40-50 users')[0]?.range).toEqual([40, 50]);
  });
});
