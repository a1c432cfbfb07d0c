import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'प्रस्तुति के विकल्प',
  fromBeginning: 'शुरू से',
  fromCurrent: 'मौजूदा स्लाइड से',
  withNotes: 'प्रस्तुतकर्ता दृश्य: नोट्स यहाँ, स्लाइड नई विंडो में',
  audienceNote: 'दर्शक स्लाइड दूसरी विंडो में देखते हैं। पूर्ण स्क्रीन के लिए उस पर क्लिक करें या वहाँ F दबाएँ।',
  blockedTitle: 'दर्शकों की विंडो ब्लॉक हो गई',
  blockedText: 'आपके ब्राउज़र ने इस पेज को स्लाइड के लिए विंडो खोलने से रोक दिया। इस साइट के लिए पॉप-अप की अनुमति दें और फिर से कोशिश करें, या इसी विंडो में प्रस्तुत करें: तब दर्शक आपके नोट्स के बिना स्लाइड देखेंगे।',
  presentHere: 'इसी विंडो में प्रस्तुत करें',
  tryAgain: 'फिर से कोशिश करें',
  cancel: 'रद्द करें',
  loading: 'स्लाइड लोड हो रही हैं…',
};

export default translations;
