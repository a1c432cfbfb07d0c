import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const hi: TranslationsOf<typeof en> = {
  title: 'ब्लॉग पोस्ट को प्रेज़ेंटेशन में बदलें',
  intro: 'किसी ब्लॉग पोस्ट का पता चिपकाएँ। Folio उसे पढ़ता है, जो मिला वह दिखाता है, और उससे स्लाइड या पेज बनाता है।',
  address: {
    label: 'ब्लॉग पोस्ट का पता',
    placeholder: 'https://example.com/blog/my-post',
    read: 'पोस्ट पढ़ें',
    reading: 'पोस्ट पढ़ी जा रही है…',
  },
  post: {
    heading: 'पोस्ट',
    untitled: 'बिना शीर्षक की पोस्ट',
    headings: 'शीर्षक',
    noHeadings: 'इस पोस्ट में कोई उपशीर्षक नहीं है।',
    images: 'चित्र और आकृतियाँ: {{count}}',
  },
  make: {
    heading: 'क्या बनाना है',
    kind: { presentation: 'स्लाइड', page: 'पेज' },
    count: { presentation: 'स्लाइडों की संख्या', page: 'खंडों की संख्या' },
    generate: 'बनाएँ',
  },
  error: {
    invalid: 'http:// या https:// से शुरू होने वाला पूरा वेब पता डालें।',
    blocked: 'यह पता इसी मशीन या किसी निजी नेटवर्क की ओर है, इसलिए Folio इसे नहीं पढ़ेगा। पोस्ट का सार्वजनिक पता इस्तेमाल करें।',
    unreachable: 'पेज तक पहुँचा नहीं जा सका। पता जाँचें और फिर से कोशिश करें।',
    notHtml: 'यह पता कोई वेब पेज नहीं है (जैसे कोई चित्र या फ़ाइल)। पोस्ट का ही पता चिपकाएँ।',
    unreadable: 'Folio को इस पेज पर किसी पोस्ट का टेक्स्ट नहीं मिला।',
    detail: 'विवरण: {{detail}}',
  },
};

export default hi;
