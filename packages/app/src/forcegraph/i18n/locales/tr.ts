import type { TranslationsOf } from '../../../i18n/translations.ts';
import type en from '../en.ts';

const translations: TranslationsOf<typeof en> = {
  title: "Kuvvet grafiği oluşturucu",
  intro: "Şeyler arasındaki bağlantıları yapıştırın ve kendiliğinden yerleşmelerini izleyin. Düğümleri sürükleyin, yakınlaştırın ve resmi indirin.",
  inputLabel: "Bağlantılar, her satıra bir tane",
  syntaxHelp: "Ok için A -> B, düz çizgi için A -- B yazın; bir bağlantıya ad vermek için “: etiket”, bir adı renklendirmek için adın ardına “[grup]” ekleyin. source, target, label ve group sütunlarını içeren bir CSV de olur.",
  openFile: "CSV veya metin dosyası aç",
  sample: "Güneş [yıldız] -> Dünya [gezegen] : ışık\nDünya -> Ay [uydu] : çekim\nGüneş -> Mars [gezegen] : ışık\nMars -- Phobos [uydu]\nMars -- Deimos [uydu]",
  graphSection: "Grafik",
  graphLabel: "Grafik — düğümler: {{nodes}}, bağlantılar: {{links}}",
  zoom: "Yakınlaştırma",
  zoomIn: "Yakınlaştır",
  zoomOut: "Uzaklaştır",
  fit: "Grafiğin tamamını sığdır",
  dragHint: "Bir düğümü bir yere sabitlemek için sürükleyin, bırakmak için çift tıklayın. Gezinmek için arka planı sürükleyin; tekerlekle veya düğmelerle yakınlaştırın.",
  groups: "Gruplar",
  empty: "Henüz çizilecek bir şey yok. A -> B gibi bir bağlantı yazın.",
  downloadSvg: "SVG indir",
  downloadPng: "PNG indir",
  exportFailed: "Resim oluşturulamadı. Lütfen tekrar deneyin.",
  issueMalformed: "Satır {{line}}: bu bir bağlantı değil. A -> B biçiminde yazın.",
  issueMissingEnd: "Satır {{line}}: bir bağlantının iki tarafında da bir ad olmalı.",
  issueSelfLink: "Satır {{line}}: bir düğümün kendisine bağlantısı dışarıda bırakıldı.",
  moreIssues: "Sorunlu diğer satırlar: {{more}}",
  failTooLong: "Metin çok uzun: en fazla {{max}} karakter. Yeni bir şey çizilmedi.",
  failTooManyNodes: "Çok fazla düğüm: sınır {{max}}. Yeni bir şey çizilmedi.",
  failTooManyEdges: "Çok fazla bağlantı: sınır {{max}}. Yeni bir şey çizilmedi.",
};

export default translations;
