import type { TranslationsOf } from '../../translations.ts';
import type en from '../en/aiSettings.ts';

const fr: TranslationsOf<typeof en> = {
  title: 'Modèle d’IA',
  intro: 'Le modèle qui rédige les présentations, les pages et les réponses du chat pour tous les utilisateurs de ce Folio. Sans lui, le compositeur intégré fonctionne hors ligne.',
  presets: 'Où tourne le modèle',
  custom: 'Autre serveur compatible OpenAI',
  hints: {
    openai: 'Nécessite une clé d’API de votre compte OpenAI.',
    azure: 'Indiquez le nom de votre ressource dans l’adresse ; le modèle est le nom de votre déploiement.',
    openrouter: 'Nécessite une clé OpenRouter ; les modèles se nomment par exemple openai/gpt-4o-mini.',
    local: 'Tourne sur cette machine : aucune clé nécessaire.',
    custom: 'Tout serveur qui répond aux complétions de chat d’OpenAI, comme vLLM.',
  },
  detect: {
    title: 'Sur cette machine',
    again: 'Chercher à nouveau',
    searching: 'Recherche d’Ollama et de LM Studio…',
    none: 'Ni Ollama ni LM Studio ne répond sur cette machine.',
    running: '{{server}} est en marche. Choisissez un modèle :',
    noModels: '{{server}} est en marche mais n’a encore aucun modèle.',
  },
  fields: {
    baseUrl: 'Adresse du serveur',
    model: 'Modèle',
    apiKey: 'Clé d’API',
    keySaved: 'Une clé se terminant par {{last4}} est enregistrée. Laissez ce champ vide pour la garder.',
    keyUnreadable: 'La clé enregistrée ne peut plus être lue, car le secret des jetons du serveur a changé. Saisissez-la de nouveau.',
    keyOptional: 'Les serveurs de cette machine n’ont en général pas besoin de clé.',
    removeKey: 'Supprimer la clé enregistrée',
  },
  actions: {
    test: 'Tester la connexion',
    testing: 'Test en cours…',
    save: 'Enregistrer',
    saved: 'Enregistré. Les nouvelles générations utilisent ce modèle dès maintenant.',
    disconnect: 'Déconnecter',
    disconnected: 'Déconnecté. Folio utilise de nouveau le compositeur intégré.',
  },
  environment: 'L’environnement du serveur définit le modèle ({{variables}}) et remplace ce qui est enregistré ici tant que ces réglages existent. En service : {{model}} sur {{baseUrl}}.',
  current: {
    none: 'Aucun modèle n’est connecté : le compositeur intégré rédige les présentations.',
    saved: 'Connecté : {{model}}',
  },
  test: {
    reachable: 'Serveur joignable',
    authorised: 'Clé acceptée',
    modelFound: 'Modèle trouvé',
    streams: 'Réponse en flux',
    firstToken: 'Premier jeton après {{ms}} ms',
    models: 'Modèles de ce serveur : {{models}}',
    verdict: {
      ok: 'Connecté : le modèle a répondu.',
      unreachable: 'Injoignable : rien ne répond à cette adresse.',
      unauthorised: 'Non autorisé : le serveur a refusé la clé.',
      model_not_found: 'Modèle introuvable sur ce serveur.',
      no_stream: 'Le serveur a répondu, mais le modèle n’a pas envoyé de réponse en flux.',
    },
  },
  notice: {
    title: 'Aucun modèle d’IA n’est connecté',
    can: 'Le compositeur intégré fonctionne hors ligne. Il prépare un plan et construit des diapositives à partir de votre demande, et donne le meilleur de lui-même avec les documents que vous ajoutez : il en reprend les sections, les chiffres, les citations et les tableaux.',
    cannot: 'Il ne rédige pas de nouveau texte sur un sujet, ne traduit pas et ne suit pas les demandes libres du chat. Un modèle connecté le fait.',
    connect: 'Connecter un modèle',
    askOwner: 'La personne qui gère ce Folio peut connecter un modèle.',
  },
};

export default fr;
