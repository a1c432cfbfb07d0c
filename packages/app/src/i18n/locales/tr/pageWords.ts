import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'Notlar',
    present: 'Önizle',
    duplicateSlide: 'Bölümü çoğalt',
    deleteSlide: 'Bölümü sil',
    slideLabel: 'Bölüm {{n}}',
    notesPlaceholder: 'Bu bölümle ilgili notlar…',
    presenting: 'Bölüm {{n}} / {{total}}',
    lastSlide: 'Bu son bölüm',
    noNotes: 'Bu bölüm için not yok',
  },
  editorShare: {
    export: {
      description: 'Bu sayfayı düzenleyicide göründüğü gibi indirin.',
      formats: {
        pdf: { text: 'Her bölüm kendi sayfasında, her boyutta net, metin seçilebilir ve aranabilir.' },
        pptx: { text: 'Her bölüm PowerPoint’te düzenlenebilir; gerçek metin kutuları, tablolar ve grafiklerle.' },
        images: { text: 'Her bölüm için bir PNG içeren bir zip.' },
        image: { text: 'Sayfanın tamamı tek bir uzun PNG’de, bölümler alt alta.' },
      },
      preparingHint: 'Bölümler sunucuda çiziliyor; bu sırada düzenlemeye devam edebilirsiniz.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'Metinleri, bölümleri ve notları düzenler',
      design: 'Temayı ve bölüm düzenlerini değiştirir',
    },
    placeholder: {
      chat: 'Yapay zekâdan bu sayfayı düzenlemesini isteyin…',
      design: 'Yapay zekâdan bu sayfanın görünümünü değiştirmesini isteyin…',
    },
    empty: 'Bu bölümde ya da sayfanın tamamında bir değişiklik isteyin. Düzenlemeler tek adımda gelir: {{undo}} geri alır.',
    selection: 'Bölüm {{n}}',
    selectionBlock: 'Bölüm {{n}} · seçili blok',
    chips: {
      shorten: 'Bu bölümü kısalt',
      translatePrompt: 'Bu bölümü şu dile çevir: ',
      addSlide: 'Şu konuda bölüm ekle…',
      addSlidePrompt: 'Sayfaya şu konuda bir bölüm ekle: ',
      layout: 'Bu bölümün düzenini değiştir',
    },
    changes: {
      text: 'Bölüm {{n}} metni yeniden yazıldı',
      addPage: 'Bölüm {{n}} eklendi',
      removePage: 'Bölüm {{n}} kaldırıldı',
      movePage: 'Bir bölüm {{n}}. konuma taşındı',
      replacePage: 'Bölüm {{n}} yeniden tasarlandı',
      notes: 'Bölüm {{n}} için notlar yazıldı',
    },
    noChange: 'Sayfada değişiklik yok.',
    staleEdit: 'Yapay zekâ yanıt verirken sayfa değişti; hiçbir şey uygulanmadı. Yeniden isteyin.',
    notes: { instruction: 'Bu bölüm için notlar yaz' },
  },
  deckChecks: {
    marker: 'Bu bölümde kontrol edilecek: {{count}}',
    list: 'Bölüm {{n}} kontrolleri',
    codes: {
      'placeholder-text': 'Bölümde yer tutucu metin kalmış: “{{text}}”',
      'repeated-picture': 'Bölüm {{n}} ile aynı resim',
      'empty-slide': 'Bu bölümde hiçbir şey görünmüyor',
    },
  },
};

export default words;
