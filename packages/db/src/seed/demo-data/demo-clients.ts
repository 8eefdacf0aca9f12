/** The demo workspace's clients: a believable book of business for a 15-person MSP in Colorado. */
export interface DemoClient {
  key: string;
  name: string;
  type: 'customer' | 'prospect';
  industry: string;
  website: string;
  phone: string;
  email: string;
  address: { line1: string; city: string; region: string; postalCode: string };
  notes: string;
  contacts: {
    firstName: string;
    lastName: string;
    jobTitle: string;
    email: string;
    phone: string;
    isPrimary?: boolean;
    isSigner?: boolean;
  }[];
  sites: { name: string; line1: string; city: string; postalCode: string }[];
  /** Days before the seed that the client was added. */
  addedDaysAgo: number;
}

export const DEMO_CLIENTS = [
  {
    key: 'dental',
    name: 'Bright Smile Dental Group',
    type: 'customer',
    industry: 'Dental practice group',
    website: 'https://brightsmiledental.example',
    phone: '(303) 555-0142',
    email: 'office@brightsmiledental.example',
    address: { line1: '1450 S Colorado Blvd, Suite 200', city: 'Denver', region: 'CO', postalCode: '80222' },
    notes: 'Four practices, 62 staff. Dentrix on a central server; imaging PCs in every operatory. HIPAA: BAA signed.',
    contacts: [
      {
        firstName: 'Renee',
        lastName: 'Alvarez',
        jobTitle: 'Practice Operations Director',
        email: 'renee.alvarez@brightsmiledental.example',
        phone: '(303) 555-0143',
        isPrimary: true,
        isSigner: true,
      },
      {
        firstName: 'Dr. Marcus',
        lastName: 'Lee',
        jobTitle: 'Managing Partner',
        email: 'marcus.lee@brightsmiledental.example',
        phone: '(303) 555-0144',
        isSigner: true,
      },
    ],
    sites: [
      { name: 'Cherry Creek practice', line1: '1450 S Colorado Blvd, Suite 200', city: 'Denver', postalCode: '80222' },
      { name: 'Lakewood practice', line1: '7600 W Alameda Ave', city: 'Lakewood', postalCode: '80226' },
      { name: 'Aurora practice', line1: '14200 E Mississippi Ave', city: 'Aurora', postalCode: '80012' },
      { name: 'Highlands Ranch practice', line1: '9325 Dorchester St', city: 'Highlands Ranch', postalCode: '80129' },
    ],
    addedDaysAgo: 410,
  },
  {
    key: 'law',
    name: 'Harlow & Finch LLP',
    type: 'customer',
    industry: 'Law firm',
    website: 'https://harlowfinch.example',
    phone: '(720) 555-0190',
    email: 'reception@harlowfinch.example',
    address: { line1: '1801 California St, Floor 24', city: 'Denver', region: 'CO', postalCode: '80202' },
    notes:
      '45 users on Google Workspace moving to Microsoft 365. NetDocuments and Clio. Partners travel; MFA everywhere.',
    contacts: [
      {
        firstName: 'Elaine',
        lastName: 'Harlow',
        jobTitle: 'Managing Partner',
        email: 'eharlow@harlowfinch.example',
        phone: '(720) 555-0191',
        isSigner: true,
      },
      {
        firstName: 'Jordan',
        lastName: 'Pike',
        jobTitle: 'Office Manager',
        email: 'jpike@harlowfinch.example',
        phone: '(720) 555-0192',
        isPrimary: true,
      },
    ],
    sites: [{ name: 'Downtown office', line1: '1801 California St, Floor 24', city: 'Denver', postalCode: '80202' }],
    addedDaysAgo: 260,
  },
  {
    key: 'manufacturer',
    name: 'Keystone Precision Manufacturing',
    type: 'customer',
    industry: 'Manufacturing (CNC machining)',
    website: 'https://keystoneprecision.example',
    phone: '(970) 555-0117',
    email: 'info@keystoneprecision.example',
    address: { line1: '2205 Industrial Pkwy', city: 'Loveland', region: 'CO', postalCode: '80538' },
    notes:
      '120 staff over two shifts. ERP on-prem (Epicor). Shop-floor PCs on a flat network: segmentation is on the roadmap.',
    contacts: [
      {
        firstName: 'Greg',
        lastName: 'Novak',
        jobTitle: 'Controller',
        email: 'gnovak@keystoneprecision.example',
        phone: '(970) 555-0118',
        isPrimary: true,
        isSigner: true,
      },
      {
        firstName: 'Priya',
        lastName: 'Raman',
        jobTitle: 'Plant Manager',
        email: 'praman@keystoneprecision.example',
        phone: '(970) 555-0119',
      },
    ],
    sites: [
      { name: 'Plant and offices', line1: '2205 Industrial Pkwy', city: 'Loveland', postalCode: '80538' },
      { name: 'Warehouse', line1: '2240 Industrial Pkwy', city: 'Loveland', postalCode: '80538' },
    ],
    addedDaysAgo: 530,
  },
  {
    key: 'nonprofit',
    name: 'Riverbend Community Food Bank',
    type: 'customer',
    industry: 'Non-profit',
    website: 'https://riverbendfoodbank.example',
    phone: '(303) 555-0163',
    email: 'hello@riverbendfoodbank.example',
    address: { line1: '480 W 48th Ave', city: 'Denver', region: 'CO', postalCode: '80216' },
    notes: '22 staff and ~150 volunteers. Eligible for Microsoft nonprofit grants; board approves spend over $10k.',
    contacts: [
      {
        firstName: 'Tasha',
        lastName: 'Green',
        jobTitle: 'Executive Director',
        email: 'tgreen@riverbendfoodbank.example',
        phone: '(303) 555-0164',
        isPrimary: true,
        isSigner: true,
      },
    ],
    sites: [
      { name: 'Distribution center', line1: '480 W 48th Ave', city: 'Denver', postalCode: '80216' },
      { name: 'Westside pantry', line1: '3025 W Colfax Ave', city: 'Denver', postalCode: '80204' },
    ],
    addedDaysAgo: 300,
  },
  {
    key: 'school',
    name: 'St. Brendan’s Academy',
    type: 'customer',
    industry: 'K–8 private school',
    website: 'https://stbrendans.example',
    phone: '(303) 555-0175',
    email: 'office@stbrendans.example',
    address: { line1: '3100 S Holly St', city: 'Denver', region: 'CO', postalCode: '80222' },
    notes:
      '420 students, 48 staff, 18 classrooms. E-Rate eligible for Category 2 Wi-Fi. Summer break is the install window.',
    contacts: [
      {
        firstName: 'Kevin',
        lastName: 'O’Malley',
        jobTitle: 'Head of School',
        email: 'komalley@stbrendans.example',
        phone: '(303) 555-0176',
        isSigner: true,
      },
      {
        firstName: 'Laura',
        lastName: 'Chen',
        jobTitle: 'Technology Coordinator',
        email: 'lchen@stbrendans.example',
        phone: '(303) 555-0177',
        isPrimary: true,
      },
    ],
    sites: [{ name: 'Campus', line1: '3100 S Holly St', city: 'Denver', postalCode: '80222' }],
    addedDaysAgo: 220,
  },
  {
    key: 'cpa',
    name: 'Maple & Vine CPAs',
    type: 'customer',
    industry: 'Accounting firm',
    website: 'https://maplevinecpa.example',
    phone: '(719) 555-0128',
    email: 'admin@maplevinecpa.example',
    address: { line1: '102 S Tejon St, Suite 800', city: 'Colorado Springs', region: 'CO', postalCode: '80903' },
    notes:
      '28 staff; doubles its support load January–April. Lacerte and UltraTax on a 2016 server that is out of support.',
    contacts: [
      {
        firstName: 'Diane',
        lastName: 'Maple',
        jobTitle: 'Partner',
        email: 'dmaple@maplevinecpa.example',
        phone: '(719) 555-0129',
        isPrimary: true,
        isSigner: true,
      },
    ],
    sites: [{ name: 'Main office', line1: '102 S Tejon St, Suite 800', city: 'Colorado Springs', postalCode: '80903' }],
    addedDaysAgo: 640,
  },
  {
    key: 'construction',
    name: 'Ironclad Builders',
    type: 'customer',
    industry: 'Commercial construction',
    website: 'https://ironcladbuilders.example',
    phone: '(303) 555-0151',
    email: 'office@ironcladbuilders.example',
    address: { line1: '5500 Washington St', city: 'Denver', region: 'CO', postalCode: '80216' },
    notes: 'Office of 30 plus 6–10 active job-site trailers. Procore, Bluebeam, large drawing sets: bandwidth matters.',
    contacts: [
      {
        firstName: 'Mike',
        lastName: 'Brennan',
        jobTitle: 'COO',
        email: 'mbrennan@ironcladbuilders.example',
        phone: '(303) 555-0152',
        isPrimary: true,
        isSigner: true,
      },
      {
        firstName: 'Sofia',
        lastName: 'Ruiz',
        jobTitle: 'Project Controls Lead',
        email: 'sruiz@ironcladbuilders.example',
        phone: '(303) 555-0153',
      },
    ],
    sites: [{ name: 'Head office and yard', line1: '5500 Washington St', city: 'Denver', postalCode: '80216' }],
    addedDaysAgo: 350,
  },
  {
    key: 'clinic',
    name: 'Lakeside Family Clinic',
    type: 'customer',
    industry: 'Primary care clinic',
    website: 'https://lakesidefamilyclinic.example',
    phone: '(720) 555-0137',
    email: 'frontdesk@lakesidefamilyclinic.example',
    address: { line1: '6850 W 52nd Ave', city: 'Arvada', region: 'CO', postalCode: '80002' },
    notes: '30 clinical and admin staff, athenahealth EHR. Annual HIPAA risk assessment due each spring.',
    contacts: [
      {
        firstName: 'Dr. Hannah',
        lastName: 'Weiss',
        jobTitle: 'Medical Director',
        email: 'hweiss@lakesidefamilyclinic.example',
        phone: '(720) 555-0138',
        isSigner: true,
      },
      {
        firstName: 'Carlos',
        lastName: 'Mendez',
        jobTitle: 'Practice Manager',
        email: 'cmendez@lakesidefamilyclinic.example',
        phone: '(720) 555-0139',
        isPrimary: true,
      },
    ],
    sites: [{ name: 'Clinic', line1: '6850 W 52nd Ave', city: 'Arvada', postalCode: '80002' }],
    addedDaysAgo: 190,
  },
  {
    key: 'logistics',
    name: 'Northwind Logistics',
    type: 'customer',
    industry: 'Logistics and warehousing',
    website: 'https://northwindlogistics.example',
    phone: '(303) 555-0184',
    email: 'it@northwindlogistics.example',
    address: { line1: '18200 E 40th Ave', city: 'Aurora', region: 'CO', postalCode: '80011' },
    notes: '180,000 sq ft warehouse, handheld scanners on Wi-Fi, WMS in Azure. Dock doors are the coverage problem.',
    contacts: [
      {
        firstName: 'Ben',
        lastName: 'Okafor',
        jobTitle: 'Director of Operations',
        email: 'bokafor@northwindlogistics.example',
        phone: '(303) 555-0185',
        isPrimary: true,
        isSigner: true,
      },
    ],
    sites: [
      { name: 'Aurora DC', line1: '18200 E 40th Ave', city: 'Aurora', postalCode: '80011' },
      { name: 'Corporate office', line1: '4500 Cherry Creek S Dr', city: 'Glendale', postalCode: '80246' },
    ],
    addedDaysAgo: 150,
  },
  {
    key: 'vet',
    name: 'Cedar Ridge Veterinary Hospital',
    type: 'customer',
    industry: 'Veterinary hospital',
    website: 'https://cedarridgevet.example',
    phone: '(303) 555-0122',
    email: 'care@cedarridgevet.example',
    address: { line1: '1200 Ken Pratt Blvd', city: 'Longmont', region: 'CO', postalCode: '80501' },
    notes:
      '24/7 emergency hospital, 40 staff. Cornerstone PIMS on-prem; digital X-ray workstation in each treatment room.',
    contacts: [
      {
        firstName: 'Dr. Amy',
        lastName: 'Foster',
        jobTitle: 'Hospital Director',
        email: 'afoster@cedarridgevet.example',
        phone: '(303) 555-0123',
        isPrimary: true,
        isSigner: true,
      },
    ],
    sites: [{ name: 'Hospital', line1: '1200 Ken Pratt Blvd', city: 'Longmont', postalCode: '80501' }],
    addedDaysAgo: 120,
  },
  {
    key: 'realty',
    name: 'Summit Realty Partners',
    type: 'prospect',
    industry: 'Real estate brokerage',
    website: 'https://summitrealty.example',
    phone: '(970) 555-0166',
    email: 'team@summitrealty.example',
    address: { line1: '225 Main St', city: 'Frisco', region: 'CO', postalCode: '80443' },
    notes: 'Referral from Harlow & Finch. 25 agents, mostly mobile; aging PBX out of contract in the spring.',
    contacts: [
      {
        firstName: 'Nicole',
        lastName: 'Barrett',
        jobTitle: 'Managing Broker',
        email: 'nbarrett@summitrealty.example',
        phone: '(970) 555-0167',
        isPrimary: true,
        isSigner: true,
      },
    ],
    sites: [{ name: 'Frisco office', line1: '225 Main St', city: 'Frisco', postalCode: '80443' }],
    addedDaysAgo: 170,
  },
  {
    key: 'architects',
    name: 'Greenleaf Architects',
    type: 'prospect',
    industry: 'Architecture and design',
    website: 'https://greenleafarch.example',
    phone: '(303) 555-0158',
    email: 'studio@greenleafarch.example',
    address: { line1: '2901 Walnut St', city: 'Denver', region: 'CO', postalCode: '80205' },
    notes:
      '18 designers on Revit and AutoCAD; opening a second studio in Boulder. Currently break-fix with a freelancer.',
    contacts: [
      {
        firstName: 'Oliver',
        lastName: 'Grant',
        jobTitle: 'Principal',
        email: 'ogrant@greenleafarch.example',
        phone: '(303) 555-0159',
        isPrimary: true,
        isSigner: true,
      },
    ],
    sites: [
      { name: 'RiNo studio', line1: '2901 Walnut St', city: 'Denver', postalCode: '80205' },
      { name: 'Boulder studio (new)', line1: '1905 15th St', city: 'Boulder', postalCode: '80302' },
    ],
    addedDaysAgo: 60,
  },
  {
    key: 'creditunion',
    name: 'Pioneer Credit Union',
    type: 'prospect',
    industry: 'Credit union',
    website: 'https://pioneercu.example',
    phone: '(719) 555-0111',
    email: 'info@pioneercu.example',
    address: { line1: '330 W Main St', city: 'Pueblo', region: 'CO', postalCode: '81003' },
    notes: 'Three branches, NCUA exam in Q3. Wants a vCIO and an independent security assessment before the exam.',
    contacts: [
      {
        firstName: 'Robert',
        lastName: 'Sandoval',
        jobTitle: 'CEO',
        email: 'rsandoval@pioneercu.example',
        phone: '(719) 555-0112',
        isSigner: true,
      },
      {
        firstName: 'Julie',
        lastName: 'Park',
        jobTitle: 'Compliance Officer',
        email: 'jpark@pioneercu.example',
        phone: '(719) 555-0113',
        isPrimary: true,
      },
    ],
    sites: [{ name: 'Main branch', line1: '330 W Main St', city: 'Pueblo', postalCode: '81003' }],
    addedDaysAgo: 200,
  },
  {
    key: 'seniorliving',
    name: 'Oakmont Senior Living',
    type: 'customer',
    industry: 'Assisted living',
    website: 'https://oakmontseniorliving.example',
    phone: '(303) 555-0196',
    email: 'admin@oakmontseniorliving.example',
    address: { line1: '8100 S University Blvd', city: 'Centennial', region: 'CO', postalCode: '80122' },
    notes: '96 residents, 70 staff across shifts. Nurse-call and resident Wi-Fi share one network today.',
    contacts: [
      {
        firstName: 'Grace',
        lastName: 'Whitfield',
        jobTitle: 'Executive Director',
        email: 'gwhitfield@oakmontseniorliving.example',
        phone: '(303) 555-0197',
        isPrimary: true,
        isSigner: true,
      },
    ],
    sites: [{ name: 'Community', line1: '8100 S University Blvd', city: 'Centennial', postalCode: '80122' }],
    addedDaysAgo: 95,
  },
] as const satisfies readonly DemoClient[];

export type DemoClientKey = (typeof DEMO_CLIENTS)[number]['key'];
