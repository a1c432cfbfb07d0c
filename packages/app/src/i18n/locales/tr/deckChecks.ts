import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/deckChecks.ts';

const translations: TranslationsOf<typeof en> = {
  marker: 'Bu slaytta kontrol edilecek: {{count}}',
  list: 'Slayt {{n}} kontrolleri',
  codes: {
    overflow: 'İçerik slayttan {{by}} px daha uzun',
    'text-clipped': 'Metin kenarda kesiliyor: “{{text}}”',
    'text-overlap': 'Metin başka bir bloğun üzerine taşıyor: “{{text}}”',
    'small-text': '{{size}} px metin salonun arkasından okunamayacak kadar küçük (en az {{min}} px): “{{text}}”',
    'low-contrast': 'Düşük kontrast, {{needed}}:1 gerekirken {{ratio}}:1: “{{text}}”',
    'leftover-hint': 'İpucu olan boş bir satır: dışa aktarmalarda orada boşluk görünür',
    'placeholder-text': 'Slaytta yer tutucu metin kaldı: “{{text}}”',
    'cut-text': '“…” ile kesilmiş metin: “{{text}}”',
    'repeated-picture': 'Slayt {{n}} ile aynı resim',
    'empty-slide': 'Bu slaytta hiçbir şey gösterilmiyor',
  },
};

export default translations;
