import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const es: TranslationsOf<typeof en> = {
  title: 'Convierte una entrada de blog en una presentación',
  intro: 'Pega la dirección de una entrada de blog. Folio la lee, te muestra lo que encontró y crea diapositivas o una página a partir de ella.',
  address: {
    label: 'Dirección de la entrada',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Leer la entrada',
    reading: 'Leyendo la entrada…',
  },
  post: {
    heading: 'La entrada',
    untitled: 'Entrada sin título',
    headings: 'Encabezados',
    noHeadings: 'La entrada no tiene subtítulos.',
    images: 'Imágenes y figuras: {{count}}',
  },
  make: {
    heading: 'Qué crear',
    kind: { presentation: 'Diapositivas', page: 'Página' },
    count: { presentation: 'Número de diapositivas', page: 'Número de secciones' },
    generate: 'Generar',
  },
  error: {
    invalid: 'Escribe una dirección web completa que empiece por http:// o https://.',
    blocked: 'Esta dirección apunta a este equipo o a una red privada, así que Folio no la leerá. Usa la dirección pública de la entrada.',
    unreachable: 'No se pudo acceder a la página. Revisa la dirección e inténtalo de nuevo.',
    notHtml: 'Esta dirección no es una página web (por ejemplo, es una imagen o un archivo). Pega la dirección de la entrada.',
    unreadable: 'Folio no encontró el texto de una entrada en esta página.',
    detail: 'Detalles: {{detail}}',
  },
};

export default es;
