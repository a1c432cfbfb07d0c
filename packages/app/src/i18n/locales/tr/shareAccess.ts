import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const tr: TranslationsOf<typeof en> = {
  present: {
    start: 'Sun',
    exit: 'Çık',
    counter: 'Slayt {{n}} / {{total}}',
    previous: 'Önceki slayt',
    next: 'Sonraki slayt',
  },
  prompt: {
    title: 'Bu sunum korunuyor',
    text: 'Görmek için yazarın size verdiği parolayı girin.',
    label: 'Parola',
    submit: 'Sunumu gör',
    checking: 'Kontrol ediliyor…',
  },
  password: {
    title: 'Parola',
    hint: 'İzleyiciler sunumu görmeden önce yazar. Değiştirmek, daha önce girmiş herkesin erişimini sonlandırır.',
    on: 'Bu bağlantı parolayla korunuyor.',
    off: 'Parola yok: bağlantıya sahip herkes görebilir.',
    field: 'Yeni parola',
    set: 'Parola belirle',
    change: 'Parolayı değiştir',
    remove: 'Parolayı kaldır',
    saved: 'Parola kaydedildi',
    removed: 'Parola kaldırıldı',
  },
  viewers: {
    button: 'İzleyiciler',
    title: 'İzleyiciler',
    period: 'Son 30 gün',
    views: 'Görüntülenme',
    unique: 'Tekil izleyici',
    perDay: 'Günlük görüntülenme',
    perSlide: 'Slayt başına süre',
    sources: 'İzleyiciler nereden geldi',
    direct: 'Doğrudan veya bilinmiyor',
    seconds: '{{count}} sn',
    slide: 'Slayt {{n}}',
    empty: 'Son 30 günde henüz görüntülenme yok.',
    download: 'CSV indir',
    privacy: 'Kişisel veri olmadan sayılır: her tarayıcı rastgele bir kimlik alır ve izlenmek istemeyen tarayıcılar sayılmaz.',
    proOnly: 'Parolalar ve izleyici istatistikleri Pro özellikleridir.',
  },
};

export default tr;
