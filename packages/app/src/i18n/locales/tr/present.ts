import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/present.ts';

const translations: TranslationsOf<typeof en> = {
  options: 'Sunum seçenekleri',
  fromBeginning: 'Baştan',
  fromCurrent: 'Geçerli slayttan',
  withNotes: 'Sunucu görünümü: notlar burada, slaytlar yeni bir pencerede',
  audienceNote: 'İzleyiciler slaytları diğer pencerede görür. Tam ekran için oraya tıklayın veya orada F tuşuna basın.',
  blockedTitle: 'İzleyici penceresi engellendi',
  blockedText: 'Tarayıcınız bu sayfanın slaytlar için pencere açmasını engelledi. Bu site için açılır pencerelere izin verip yeniden deneyin ya da bu pencerede sunun: izleyiciler slaytları notlarınız olmadan görür.',
  presentHere: 'Bu pencerede sun',
  tryAgain: 'Yeniden dene',
  cancel: 'İptal',
  loading: 'Slaytlar yükleniyor…',
};

export default translations;
