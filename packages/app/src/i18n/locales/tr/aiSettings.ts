import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const tr: TranslationsOf<typeof en> = {
  title: 'Yapay zekâ modeli',
  intro: 'Bu Folio’daki herkes için sunumları, sayfaları ve sohbet yanıtlarını yazan model. Model yoksa yerleşik oluşturucu çevrimdışı çalışır.',
  presets: 'Modelin çalıştığı yer',
  custom: 'Başka bir OpenAI uyumlu sunucu',
  hints: {
    openai: 'OpenAI hesabınızdan bir API anahtarı gerekir.',
    azure: 'Adrese kaynağınızın adını yazın; model, dağıtımınızın adıdır.',
    openrouter: 'Bir OpenRouter anahtarı gerekir; modeller örneğin openai/gpt-4o-mini gibi adlandırılır.',
    local: 'Bu makinede çalışır: anahtar gerekmez.',
    custom: 'OpenAI sohbet tamamlamalarını yanıtlayan herhangi bir sunucu, örneğin vLLM.',
  },
  detect: {
    title: 'Bu makinede',
    again: 'Yeniden ara',
    searching: 'Ollama ve LM Studio aranıyor…',
    none: 'Bu makinede ne Ollama ne de LM Studio yanıt veriyor.',
    running: '{{server}} çalışıyor. Bir model seçin:',
    noModels: '{{server}} çalışıyor ama henüz modeli yok.',
  },
  fields: {
    baseUrl: 'Sunucu adresi',
    model: 'Model',
    apiKey: 'API anahtarı',
    keySaved: '{{last4}} ile biten bir anahtar kayıtlı. Korumak için bu alanı boş bırakın.',
    keyUnreadable: 'Sunucunun belirteç sırrı değiştiği için kayıtlı anahtar artık okunamıyor. Anahtarı yeniden girin.',
    keyOptional: 'Bu makinedeki sunucular genellikle anahtar istemez.',
    removeKey: 'Kayıtlı anahtarı kaldır',
  },
  actions: {
    test: 'Bağlantıyı test et',
    testing: 'Test ediliyor…',
    save: 'Kaydet',
    saved: 'Kaydedildi. Yeni üretimler artık bu modeli kullanıyor.',
    disconnect: 'Bağlantıyı kes',
    disconnected: 'Bağlantı kesildi. Folio yeniden yerleşik oluşturucuyu kullanıyor.',
  },
  environment: 'Sunucunun ortamı modeli belirliyor ({{variables}}) ve bu ayarlar kaldırılana kadar burada kaydedilenin önüne geçiyor. Şu an kullanılan: {{baseUrl}} adresindeki {{model}}.',
  current: {
    none: 'Bağlı model yok: sunumları yerleşik oluşturucu yazıyor.',
    saved: 'Bağlı: {{model}}',
  },
  test: {
    reachable: 'Sunucuya ulaşılabiliyor',
    authorised: 'Anahtar kabul edildi',
    modelFound: 'Model bulundu',
    streams: 'Yanıt akış olarak geliyor',
    firstToken: 'İlk belirteç {{ms}} ms sonra',
    models: 'Bu sunucudaki modeller: {{models}}',
    verdict: {
      ok: 'Bağlandı: model yanıt verdi.',
      unreachable: 'Ulaşılamıyor: bu adreste hiçbir şey yanıt vermiyor.',
      unauthorised: 'Yetkisiz: sunucu anahtarı reddetti.',
      model_not_found: 'Model bu sunucuda bulunamadı.',
      no_stream: 'Sunucu yanıt verdi ama model akış olarak yanıt göndermedi.',
    },
  },
  notice: {
    title: 'Bağlı bir yapay zekâ modeli yok',
    can: 'Yerleşik oluşturucu çevrimdışı çalışır. İsteğinizden bir taslak planlar ve slaytlar oluşturur; en iyi sonucu eklediğiniz belgelerle verir: bölümlerini, rakamlarını, alıntılarını ve tablolarını kullanır.',
    cannot: 'Bir konu hakkında yeni metin yazmaz, çeviri yapmaz ve serbest sohbet isteklerini yerine getirmez. Bağlı bir model bunları yapar.',
    connect: 'Bir model bağla',
    askOwner: 'Bu Folio’yu yöneten kişi bir model bağlayabilir.',
  },
};

export default tr;
