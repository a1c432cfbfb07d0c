import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/campaign.ts';

const pt: TranslationsOf<typeof en> = {
  title: 'Transforme um post de blog em uma apresentação',
  intro: 'Cole o endereço de um post de blog. O Folio o lê, mostra o que encontrou e cria slides ou uma página a partir dele.',
  address: {
    label: 'Endereço do post',
    placeholder: 'https://example.com/blog/my-post',
    read: 'Ler o post',
    reading: 'Lendo o post…',
  },
  post: {
    heading: 'O post',
    untitled: 'Post sem título',
    headings: 'Subtítulos',
    noHeadings: 'O post não tem subtítulos.',
    images: 'Imagens e figuras: {{count}}',
  },
  make: {
    heading: 'O que criar',
    kind: { presentation: 'Slides', page: 'Página' },
    count: { presentation: 'Número de slides', page: 'Número de seções' },
    generate: 'Gerar',
  },
  error: {
    invalid: 'Digite um endereço web completo, começando com http:// ou https://.',
    blocked: 'Este endereço aponta para esta máquina ou para uma rede privada, por isso o Folio não vai lê-lo. Use o endereço público do post.',
    unreachable: 'Não foi possível acessar a página. Confira o endereço e tente novamente.',
    notHtml: 'Este endereço não é uma página web (por exemplo, é uma imagem ou um arquivo). Cole o endereço do próprio post.',
    unreadable: 'O Folio não encontrou o texto de um post nesta página.',
    detail: 'Detalhes: {{detail}}',
  },
};

export default pt;
