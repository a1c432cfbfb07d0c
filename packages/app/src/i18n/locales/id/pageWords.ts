import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/pageWords.ts';

const words: TranslationsOf<typeof en> = {
  editor: {
    notes: 'Catatan',
    present: 'Pratinjau',
    duplicateSlide: 'Duplikat bagian',
    deleteSlide: 'Hapus bagian',
    slideLabel: 'Bagian {{n}}',
    notesPlaceholder: 'Catatan tentang bagian ini…',
    presenting: 'Bagian {{n}} dari {{total}}',
    lastSlide: 'Ini bagian terakhir',
    noNotes: 'Tidak ada catatan untuk bagian ini',
  },
  editorShare: {
    export: {
      description: 'Unduh halaman ini seperti tampilannya di editor.',
      formats: {
        pdf: { text: 'Setiap bagian di halamannya sendiri, tajam di ukuran apa pun, teks bisa dipilih dan dicari.' },
        pptx: { text: 'Setiap bagian bisa diedit di PowerPoint, dengan kotak teks, tabel, dan bagan sungguhan.' },
        images: { text: 'Sebuah zip berisi satu PNG per bagian.' },
        image: { text: 'Seluruh halaman dalam satu PNG tinggi, bagian-bagian bersusun ke bawah.' },
      },
      preparingHint: 'Bagian-bagian digambar di server; Anda bisa terus mengedit sementara itu.',
    },
  },
  editorAi: {
    modeHint: {
      chat: 'Mengedit teks, bagian, dan catatan',
      design: 'Mengubah tema dan tata letak bagian',
    },
    placeholder: {
      chat: 'Minta AI mengedit halaman ini…',
      design: 'Minta AI mengubah tampilan halaman ini…',
    },
    empty: 'Minta perubahan pada bagian ini atau seluruh halaman. Hasil edit masuk dalam satu langkah: {{undo}} membatalkannya.',
    selection: 'Bagian {{n}}',
    selectionBlock: 'Bagian {{n}} · blok terpilih',
    chips: {
      shorten: 'Persingkat bagian ini',
      translatePrompt: 'Terjemahkan bagian ini ke ',
      addSlide: 'Tambah bagian tentang…',
      addSlidePrompt: 'Tambahkan ke halaman bagian tentang ',
      layout: 'Ubah tata letak bagian ini',
    },
    changes: {
      text: 'Teks di bagian {{n}} ditulis ulang',
      addPage: 'Bagian {{n}} ditambahkan',
      removePage: 'Bagian {{n}} dihapus',
      movePage: 'Sebuah bagian dipindahkan ke posisi {{n}}',
      replacePage: 'Bagian {{n}} didesain ulang',
      notes: 'Catatan untuk bagian {{n}} ditulis',
    },
    noChange: 'Tidak ada perubahan pada halaman.',
    staleEdit: 'Halaman berubah saat AI menjawab; tidak ada yang diterapkan. Minta lagi.',
    notes: { instruction: 'Tulis catatan untuk bagian ini' },
  },
  deckChecks: {
    marker: 'Perlu diperiksa di bagian ini: {{count}}',
    list: 'Pemeriksaan untuk bagian {{n}}',
    codes: {
      'placeholder-text': 'Teks contoh tertinggal di bagian: “{{text}}”',
      'repeated-picture': 'Gambar yang sama dengan bagian {{n}}',
      'empty-slide': 'Tidak ada yang ditampilkan di bagian ini',
    },
  },
};

export default words;
