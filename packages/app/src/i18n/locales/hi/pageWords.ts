import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'नोट्स',
    present: 'पूर्वावलोकन',
    duplicateSlide: 'सेक्शन की कॉपी बनाएँ',
    deleteSlide: 'सेक्शन हटाएँ',
    slideLabel: 'सेक्शन {{n}}',
    notesPlaceholder: 'इस सेक्शन के बारे में नोट्स…',
    presenting: 'सेक्शन {{n}} / {{total}}',
    lastSlide: 'यह आख़िरी सेक्शन है',
    noNotes: 'इस सेक्शन के लिए कोई नोट नहीं',
  },
  editorShare: {
    export: {
      description: 'इस पेज को वैसा ही डाउनलोड करें जैसा यह एडिटर में दिखता है।',
      formats: {
        pdf: { text: 'हर सेक्शन अपने पेज पर, हर आकार में साफ़, टेक्स्ट चुनने और खोजने लायक।' },
        pptx: { text: 'हर सेक्शन PowerPoint में बदलने योग्य, असली टेक्स्ट बॉक्स, टेबल और चार्ट के साथ।' },
        images: { text: 'एक zip जिसमें हर सेक्शन की एक PNG हो।' },
        image: { text: 'पूरा पेज एक लंबी PNG में, सेक्शन एक के नीचे एक।' },
      },
      preparingHint: 'सेक्शन सर्वर पर बनाए जाते हैं; इस बीच आप संपादन जारी रख सकते हैं।',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'शब्द, सेक्शन और नोट्स संपादित करता है',
      design: 'थीम और सेक्शन के लेआउट बदलता है',
    },
    placeholder: {
      chat: 'AI से इस पेज को संपादित करने को कहें…',
      design: 'AI से इस पेज का रूप बदलने को कहें…',
    },
    empty: 'इस सेक्शन या पूरे पेज में बदलाव माँगें। बदलाव एक ही चरण में आते हैं: {{undo}} उन्हें वापस ले लेता है।',
    selection: 'सेक्शन {{n}}',
    selectionBlock: 'सेक्शन {{n}} · चुना गया ब्लॉक',
    chips: {
      shorten: 'इस सेक्शन को छोटा करें',
      translatePrompt: 'इस सेक्शन का अनुवाद करें: ',
      addSlide: 'किसी विषय पर सेक्शन जोड़ें…',
      addSlidePrompt: 'पेज में इस विषय पर एक सेक्शन जोड़ें: ',
      layout: 'इस सेक्शन का लेआउट बदलें',
    },
    changes: {
      text: 'सेक्शन {{n}} का टेक्स्ट दोबारा लिखा',
      addPage: 'सेक्शन {{n}} जोड़ा',
      removePage: 'सेक्शन {{n}} हटाया',
      movePage: 'एक सेक्शन को स्थान {{n}} पर ले जाया गया',
      replacePage: 'सेक्शन {{n}} का नया डिज़ाइन बनाया',
      notes: 'सेक्शन {{n}} के नोट्स लिखे',
    },
    noChange: 'पेज में कोई बदलाव नहीं।',
    staleEdit: 'AI के जवाब देते समय पेज बदल गया; कुछ लागू नहीं हुआ। फिर से कहें।',
    notes: { instruction: 'इस सेक्शन के लिए नोट्स लिखें' },
  },
  deckChecks: {
    marker: 'इस सेक्शन में जाँचने के लिए: {{count}}',
    list: 'सेक्शन {{n}} की जाँच',
    codes: {
      'placeholder-text': 'सेक्शन में प्लेसहोल्डर टेक्स्ट रह गया है: “{{text}}”',
      'repeated-picture': 'वही तस्वीर जो सेक्शन {{n}} में है',
      'empty-slide': 'इस सेक्शन में कुछ नहीं दिखता',
    },
  },
};

export default words;
