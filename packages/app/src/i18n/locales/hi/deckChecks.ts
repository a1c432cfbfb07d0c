import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'इस स्लाइड पर जाँचने को: {{count}}',
  list: 'स्लाइड {{n}} की जाँच',
  codes: {
    overflow: 'सामग्री स्लाइड से {{by}} px लंबी है',
    'text-clipped': 'टेक्स्ट किनारे पर कट रहा है: “{{text}}”',
    'text-overlap': 'टेक्स्ट दूसरे ब्लॉक पर चढ़ रहा है: “{{text}}”',
    'small-text': '{{size}} px का टेक्स्ट कमरे के पीछे से पढ़ने के लिए बहुत छोटा है (कम से कम {{min}} px): “{{text}}”',
    'low-contrast': 'कम कंट्रास्ट, {{ratio}}:1 जबकि {{needed}}:1 चाहिए: “{{text}}”',
    'leftover-hint': 'संकेत वाली खाली पंक्ति: निर्यात में वहाँ खाली जगह दिखती है',
    'placeholder-text': 'स्लाइड पर प्लेसहोल्डर टेक्स्ट रह गया है: “{{text}}”',
    'cut-text': '“…” से कटा टेक्स्ट: “{{text}}”',
    'repeated-picture': 'स्लाइड {{n}} जैसी ही तस्वीर',
    'empty-slide': 'इस स्लाइड पर कुछ नहीं दिखता',
  },
};

export default translations;
