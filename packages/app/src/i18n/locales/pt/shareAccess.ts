import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/shareAccess.ts';

const pt: TranslationsOf<typeof en> = {
  present: {
    start: 'Apresentar',
    exit: 'Sair',
    counter: 'Slide {{n}} de {{total}}',
    previous: 'Slide anterior',
    next: 'Próximo slide',
  },
  prompt: {
    title: 'Esta apresentação está protegida',
    text: 'Digite a senha que o autor lhe deu para vê-la.',
    label: 'Senha',
    submit: 'Ver apresentação',
    checking: 'Verificando…',
  },
  password: {
    title: 'Senha',
    hint: 'Quem assiste digita a senha antes de ver a apresentação. Alterá-la encerra o acesso de todos que já a digitaram.',
    on: 'Uma senha protege este link.',
    off: 'Sem senha: qualquer pessoa com o link pode ver.',
    field: 'Nova senha',
    set: 'Definir senha',
    change: 'Alterar senha',
    remove: 'Remover senha',
    saved: 'Senha salva',
    removed: 'Senha removida',
  },
  viewers: {
    button: 'Espectadores',
    title: 'Espectadores',
    period: 'Últimos 30 dias',
    views: 'Visualizações',
    unique: 'Espectadores únicos',
    perDay: 'Visualizações por dia',
    perSlide: 'Tempo por slide',
    sources: 'De onde vieram',
    direct: 'Direto ou desconhecido',
    seconds: '{{count}} s',
    slide: 'Slide {{n}}',
    empty: 'Ainda sem visualizações nos últimos 30 dias.',
    download: 'Baixar CSV',
    privacy: 'Contado sem dados pessoais: cada navegador recebe um id aleatório, e navegadores que pedem para não ser rastreados não são contados.',
    proOnly: 'Senhas e estatísticas de espectadores são recursos Pro.',
  },
};

export default pt;
