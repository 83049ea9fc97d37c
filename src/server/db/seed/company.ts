// The company configuration returned at sign-in (branding of the service provider).
import { companyConfigurations } from '../schema';
import type { SeedModule } from './context';

export const seedCompanyConfiguration: SeedModule = async (db) => {
  await db.insert(companyConfigurations).values({
    companyName: 'Greenline Waste Services',
    primaryColour: '#2E7D32',
    supportEmail: 'support@greenline.example',
    supportPhone: '0290001234',
    websiteUrl: 'https://greenline.example.com',
    reportFooter: 'Greenline Waste Services — recycling and resource recovery reporting',
    defaultTimeZone: 'Australia/Sydney',
  });
};
