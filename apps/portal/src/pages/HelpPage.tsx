import { pathFor } from '@b2b-portal/flows/rules';
import { Tab, TabList, TabPanel, Tabs } from '@b2b-portal/ui';
import type { Key } from 'react';
import { navigate } from '../app/hashLocation';
import type { PageProps } from '../app/PageProps';
import { t } from '../services/messages/policies';
import * as styles from './pages.css';

const tabs = [
  { id: 'about', label: 'About the site' },
  { id: 'faqs', label: 'FAQs' },
  { id: 'contacts', label: 'Sales team contacts' },
  { id: 'policies', label: 'Policies and forms' },
  { id: 'videos', label: 'Video tutorials' },
] as const;
type TabId = (typeof tabs)[number]['id'];

const faqs: readonly { topic: string; entries: readonly { q: string; a: string }[] }[] = [
  {
    topic: 'Shop',
    entries: [
      {
        q: 'How do I find a product?',
        a: 'Open Shop and search by manufacturer part number, manufacturer or keyword. Items without a price can be added and sent as a pricing request.',
      },
      {
        q: 'Can I reuse a cart?',
        a: 'Save the cart as a template from the shopping cart, then add it back from Saved Carts whenever you need it.',
      },
    ],
  },
  {
    topic: 'Quotes',
    entries: [
      {
        q: 'How do I approve a quote?',
        a: 'Open the quote from Quotes and choose Approve; approval continues into checkout. Rejecting asks for comments that go to your sales team.',
      },
    ],
  },
  {
    topic: 'Order status',
    entries: [
      {
        q: 'Where is my order?',
        a: 'Orders lists every order with its status; the order page shows each line, its shipments and tracking numbers.',
      },
    ],
  },
  {
    topic: 'Invoices',
    entries: [
      {
        q: 'How do I query an invoice?',
        a: 'Open the invoice and send an inquiry. Discrepancies must be reported within 5 days.',
      },
    ],
  },
  {
    topic: 'Maintenance contracts',
    entries: [
      {
        q: 'Which devices are covered?',
        a: 'Contracts shows every maintenance contract with its devices, service levels and end dates.',
      },
    ],
  },
  {
    topic: 'OEM tools',
    entries: [
      {
        q: 'Can I look up manufacturer bugs and support cases?',
        a: 'Yes: the vendor support pages search the manufacturer’s bugs, returns (RMAs) and support cases once your vendor credentials are set on My Account.',
      },
    ],
  },
  {
    topic: 'Reports',
    entries: [
      {
        q: 'When is report data available?',
        a: 'Report data is available 12 to 14 days after month end. Very large reports may take up to 15 minutes to download.',
      },
    ],
  },
];

const policies = [
  'Policy.CashDiscount',
  'Policy.ExpeditedCutoff',
  'Policy.InvoiceDiscrepancies',
  'Policy.Returns',
  'Policy.FinanceCharge',
] as const;

const videos = [
  { title: 'Finding products and building a cart', minutes: 4 },
  { title: 'Requesting pricing and approving quotes', minutes: 5 },
  { title: 'Following orders, shipments and invoices', minutes: 6 },
  { title: 'Managing contracts and devices', minutes: 5 },
  { title: 'Scheduling reports', minutes: 3 },
];

function isTab(value: unknown): value is TabId {
  return tabs.some((tab) => tab.id === value);
}

/** Help (002 §2): about the site, FAQs, sales team contacts, policies and forms, video tutorials; `tab` picks one. */
export default function HelpPage({ query }: PageProps) {
  const selected: TabId = isTab(query.tab) ? query.tab : 'about';
  const select = (key: Key) => navigate(pathFor('Help', { tab: String(key) }), { replace: true });

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        Help
      </h1>
      <Tabs selectedKey={selected} onSelectionChange={select}>
        <TabList aria-label="Help topics">
          {tabs.map((tab) => (
            <Tab key={tab.id} id={tab.id}>
              {tab.label}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="about">
          <h2>About the site</h2>
          <p>
            The customer portal is where your company orders from us: shop the catalogue, keep and share
            carts, request pricing and quotes, approve quotes and requisitions, check out on net terms or by
            card, and follow orders, invoices, shipments and blanket purchase orders. Administrators manage
            the company’s users, addresses and business units.
          </p>
        </TabPanel>
        <TabPanel id="faqs">
          {faqs.map((group) => (
            <section key={group.topic} aria-label={group.topic}>
              <h2>{group.topic}</h2>
              <dl>
                {group.entries.map((entry) => (
                  <div key={entry.q}>
                    <dt>{entry.q}</dt>
                    <dd>{entry.a}</dd>
                  </div>
                ))}
              </dl>
            </section>
          ))}
        </TabPanel>
        <TabPanel id="contacts">
          <h2>Sales team contacts</h2>
          <p>Your account manager and inside sales representative are shown on every quote and order.</p>
          <ul>
            <li>Customer care: 800-555-0100, customercare@itreseller.example</li>
            <li>Order status: 800-555-0101, orders@itreseller.example</li>
            <li>Accounts receivable: 800-555-0102, ar@itreseller.example</li>
          </ul>
        </TabPanel>
        <TabPanel id="policies">
          <h2>Policies and forms</h2>
          <ul>
            {policies.map((key) => (
              <li key={key}>{t(key)}</li>
            ))}
          </ul>
        </TabPanel>
        <TabPanel id="videos">
          <h2>Video tutorials</h2>
          <ul>
            {videos.map((video) => (
              <li key={video.title}>
                {video.title} ({video.minutes} min)
              </li>
            ))}
          </ul>
        </TabPanel>
      </Tabs>
    </section>
  );
}
