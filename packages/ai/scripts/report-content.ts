/**
 * The text of the fixture report: a made-up energy cooperative's annual report, written to
 * have what real reports have — chapters, sub-headings, numbers in sentences, tables and a
 * quoted member — so the extractors and the composer meet realistic structure.
 */
export interface Chapter {
  heading: string;
  blocks: Array<{ sub: string } | { text: string } | { table: string[][] }>;
}

export const REPORT_TITLE = 'Harbourside Energy Cooperative';
export const REPORT_SUBTITLE = 'Annual Report 2025';

export const CHAPTERS: Chapter[] = [
  {
    heading: '1. Executive summary',
    blocks: [
      { text: 'Harbourside Energy Cooperative had its strongest year since it was founded by forty households in 2014. We generated more clean electricity than ever, welcomed more members than ever, and kept prices below the regional average for the sixth year in a row.' },
      { text: 'Total generation reached 48.6 GWh, up 22% on the previous year, thanks to the new Eastpier solar array and a full year of the Saltmarsh wind turbines. Our battery at the old ferry terminal shifted 5.1 GWh of daytime solar into the evening peak.' },
      { text: 'Membership grew to 12,400 households and 310 local businesses. Members saved an average of $214 on their bills compared with the standard regional tariff, and the community fund gave $1.2M to 46 local projects.' },
      { text: 'The year was not without problems. A storm in February damaged two turbines and cost us 1.9 GWh of output, and rising interest rates made our planned expansion more expensive. This report explains what we did about both.' },
    ],
  },
  {
    heading: '2. Our year in numbers',
    blocks: [
      { text: 'Revenue rose 18% to $14.8M while operating costs grew only 9%, so the surplus returned to members reached $2.3M. Our debt fell to $21.5M after we repaid the first tranche of the 2019 community bond.' },
      { text: 'Reliability stayed high: our generating assets were available 97.4% of the time, and the average outage affecting members lasted 38 minutes, well under the regional average of 71 minutes.' },
      { text: 'Engagement matters as much as output. Turnout at the annual general meeting was 31% of members, the highest of any energy cooperative in the country, and 2,150 members took part in at least one volunteer day.' },
    ],
  },
  {
    heading: '3. Generation and storage',
    blocks: [
      { sub: 'Solar' },
      { text: 'The Eastpier array was connected in March. Its 18,000 panels cover the roofs of six warehouses and produced 11.4 GWh in its first nine months, slightly above forecast because of an unusually sunny summer.' },
      { sub: 'Wind' },
      { text: 'The two Saltmarsh turbines produced 27.9 GWh despite the February storm. Blade repairs took eleven weeks; the insurer covered 85% of the cost and the manufacturer has since strengthened the blade roots on both machines.' },
      { sub: 'Storage' },
      { text: 'The ferry terminal battery completed 410 full cycles. By charging at midday and discharging between 5 pm and 9 pm it cut our purchases of peak-time power from the grid by 40%, which is worth about $610,000 a year.' },
      { text: 'The table below shows generation by source and quarter, in gigawatt-hours.' },
      { table: [['Source', 'Q1', 'Q2', 'Q3', 'Q4'], ['Solar', '2.1', '5.8', '6.3', '2.9'], ['Wind', '5.2', '6.9', '6.4', '9.4'], ['Hydro', '0.9', '0.8', '0.7', '1.2']] },
    ],
  },
  {
    heading: '4. Members and community',
    blocks: [
      { text: 'We welcomed 2,600 new households this year, most of them through word of mouth. Two thirds of new members live in flats, which shows that you do not need a roof of your own to take part in the energy transition.' },
      { text: 'The community fund supported 46 projects, from insulation for the sea scouts hut to a bicycle repair workshop at the library. Every project was chosen by a members\u2019 vote; 4,300 members voted.' },
      { text: 'Our energy advice service visited 1,150 homes. The average household that followed its advice cut electricity use by 12% within six months.' },
    ],
  },
  {
    heading: '5. Finances',
    blocks: [
      { text: 'Income grew faster than costs for the third year running. The largest cost remains the repayment of the loans that built our assets; maintenance and insurance come next.' },
      { text: 'We keep reserves equal to six months of operating costs, currently $3.4M, so that a bad year for wind or sun never puts member prices at risk.' },
      { table: [['Item', '2024 ($M)', '2025 ($M)'], ['Electricity sales', '11.6', '13.9'], ['Grid services', '0.9', '0.9'], ['Operating costs', '6.1', '6.6'], ['Loan repayments', '3.8', '3.9'], ['Surplus to members', '1.7', '2.3']] },
      { text: 'The surplus is returned as a discount on the next year\u2019s bills, in proportion to each member\u2019s use, after the community fund has received its fixed share of 10%.' },
    ],
  },
  {
    heading: '6. What members told us',
    blocks: [
      { text: 'Every autumn we ask members what we do well and what we should change. This year 3,900 members answered our survey and 91% said they would recommend the cooperative to a friend.' },
      { text: '\u201CWe joined because it was cheaper. We stayed because for the first time we know where our electricity comes from and who decides what happens with the money.\u201D \u2014 Maria Okafor, member since 2019' },
      { text: 'The most common request was a simpler bill. The new bill, designed with a panel of twelve members, arrives in January.' },
    ],
  },
  {
    heading: '7. Climate impact',
    blocks: [
      { text: 'Our generation avoided an estimated 19,800 tonnes of carbon dioxide, the same as taking 4,300 cars off the road for a year. Since 2014 the cooperative has avoided 96,000 tonnes in total.' },
      { text: 'We also measure what we build. The Eastpier array reused existing roofs, and 70% of the steel in the new battery housing is recycled.' },
    ],
  },
  {
    heading: '8. Operations and safety',
    blocks: [
      { text: 'There were no lost-time injuries among our 64 staff and contractors. We ran 12 emergency drills, including the first joint drill with the harbour fire service.' },
      { text: 'Our control room moved to new software in May. Alarms now reach the engineer on call in under 30 seconds, and faults are diagnosed remotely in most cases.' },
    ],
  },
  {
    heading: '9. Risks and challenges',
    blocks: [
      { sub: 'Weather' },
      { text: 'Storms are becoming stronger and more frequent. We have added storm insurance for the turbines and agreed faster repair times with the manufacturer.' },
      { sub: 'Interest rates' },
      { text: 'Our expansion plan assumed borrowing at 4%. Rates are now closer to 6.5%, which adds $2.8M to the cost of the next project over its lifetime. We are asking members whether to fund part of it with a new community bond.' },
      { sub: 'Grid connection' },
      { text: 'The regional grid operator has a queue of 140 projects waiting for connection. Our next wind site may wait until 2028 unless the queue is reformed.' },
    ],
  },
  {
    heading: '10. Our plan for 2026',
    blocks: [
      { text: 'Next year we will start building the Northfield solar farm, a 14 MW project on land leased from two farming families, and add a second battery at the harbour substation.' },
      { text: 'We aim to reach 15,000 member households, to launch a community bond of $6M and to publish our first full carbon account, including the emissions of the equipment we buy.' },
      { text: 'Thank you to every member, volunteer and partner who made 2025 our best year yet. The energy is ours.' },
    ],
  },
];

/** Monthly member numbers and savings: the appendix table of the PDF and the CSV fixture. */
export const MONTHLY: string[][] = [
  ['Month', 'Members', 'New members', 'Average saving ($)'],
  ['Jan', '9800', '120', '16'],
  ['Feb', '9950', '150', '15'],
  ['Mar', '10200', '250', '17'],
  ['Apr', '10420', '220', '18'],
  ['May', '10610', '190', '18'],
  ['Jun', '10840', '230', '19'],
  ['Jul', '11070', '230', '19'],
  ['Aug', '11300', '230', '18'],
  ['Sep', '11560', '260', '17'],
  ['Oct', '11820', '260', '18'],
  ['Nov', '12110', '290', '19'],
  ['Dec', '12400', '290', '20'],
];
