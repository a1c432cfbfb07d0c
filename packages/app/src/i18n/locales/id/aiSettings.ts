import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const id: TranslationsOf<typeof en> = {
  title: 'Model AI',
  intro: 'Model yang menulis presentasi, halaman, dan jawaban obrolan untuk semua orang di Folio ini. Tanpa model, penyusun bawaan bekerja secara luring.',
  presets: 'Tempat model berjalan',
  custom: 'Server lain yang kompatibel dengan OpenAI',
  hints: {
    openai: 'Memerlukan kunci API dari akun OpenAI Anda.',
    azure: 'Masukkan nama resource Anda ke alamat; modelnya adalah nama deployment Anda.',
    openrouter: 'Memerlukan kunci OpenRouter; nama model misalnya openai/gpt-4o-mini.',
    local: 'Berjalan di mesin ini: tidak perlu kunci.',
    custom: 'Server apa pun yang melayani chat completions OpenAI, seperti vLLM.',
  },
  detect: {
    title: 'Di mesin ini',
    again: 'Cari lagi',
    searching: 'Mencari Ollama dan LM Studio…',
    none: 'Ollama maupun LM Studio tidak menjawab di mesin ini.',
    running: '{{server}} sedang berjalan. Pilih model:',
    noModels: '{{server}} sedang berjalan tetapi belum punya model.',
  },
  fields: {
    baseUrl: 'Alamat server',
    model: 'Model',
    apiKey: 'Kunci API',
    keySaved: 'Kunci yang berakhiran {{last4}} tersimpan. Biarkan kosong untuk tetap memakainya.',
    keyUnreadable: 'Kunci yang tersimpan tidak bisa dibaca lagi karena rahasia token server berubah. Masukkan lagi.',
    keyOptional: 'Server di mesin ini biasanya tidak memerlukan kunci.',
    removeKey: 'Hapus kunci yang tersimpan',
  },
  actions: {
    test: 'Uji koneksi',
    testing: 'Menguji…',
    save: 'Simpan',
    saved: 'Tersimpan. Pembuatan berikutnya langsung memakai model ini.',
    disconnect: 'Putuskan',
    disconnected: 'Terputus. Folio kembali memakai penyusun bawaan.',
  },
  environment: 'Lingkungan server menetapkan model ({{variables}}) dan mengesampingkan yang tersimpan di sini sampai pengaturan itu dihapus. Yang dipakai sekarang: {{model}} di {{baseUrl}}.',
  current: {
    none: 'Tidak ada model yang terhubung: penyusun bawaan yang menulis presentasi.',
    saved: 'Terhubung: {{model}}',
  },
  test: {
    reachable: 'Server dapat dijangkau',
    authorised: 'Kunci diterima',
    modelFound: 'Model ditemukan',
    streams: 'Jawaban mengalir',
    firstToken: 'Token pertama setelah {{ms}} md',
    models: 'Model di server ini: {{models}}',
    verdict: {
      ok: 'Terhubung: model menjawab.',
      unreachable: 'Tidak dapat dijangkau: tidak ada yang menjawab di alamat ini.',
      unauthorised: 'Tidak diizinkan: server menolak kunci.',
      model_not_found: 'Model tidak ditemukan di server ini.',
      no_stream: 'Server menjawab, tetapi model tidak mengalirkan jawaban.',
    },
  },
  notice: {
    title: 'Tidak ada model AI yang terhubung',
    can: 'Penyusun bawaan bekerja secara luring. Ia menyusun kerangka dan membuat slide dari permintaan Anda, dan paling baik dengan dokumen yang Anda tambahkan: ia memakai bagian, angka, kutipan, dan tabelnya.',
    cannot: 'Ia tidak menulis teks baru tentang suatu topik, tidak menerjemahkan, dan tidak mengikuti permintaan obrolan bebas. Model yang terhubung bisa.',
    connect: 'Hubungkan model',
    askOwner: 'Orang yang mengelola Folio ini dapat menghubungkan model.',
  },
};

export default id;
