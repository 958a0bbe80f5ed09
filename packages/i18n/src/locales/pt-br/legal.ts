// Long public texts (legal pages, landing, consent banner) in Brazilian Portuguese: the base dictionary.
// Section headings carry their number, so pages render them as headings, not as an ordered list.
// Interpolation: {{appName}}, {{brand}}, {{countryName}}, {{id}} (acceptance test) and, in the imprint,
// {{pharmacovigilanceEmail}} / {{pharmacovigilancePhone}} from the country's footer configuration.
export const legal = {
  terms: {
    title: 'Termos de Uso',
    updated: 'Última atualização: julho de 2025',
    intro:
      'Estes Termos de Uso regem o acesso e o uso do {{appName}}, portal da {{brand}} dedicado a profissionais de saúde no Brasil. Leia-os com atenção: ao se cadastrar ou usar o portal, você declara que os leu, compreendeu e concorda com eles.',
    sections: [
      {
        heading: '1. Aceitação dos termos',
        body: [
          'O uso do {{appName}} depende da aceitação integral destes Termos de Uso e da Política de Privacidade, que faz parte deles. A aceitação é registrada no cadastro e, nos conteúdos acessados por link, no momento em que você confirma sua identificação profissional.',
          'Se não concordar com alguma disposição, não utilize o portal. Alguns serviços, como cursos online e eventos, têm condições específicas apresentadas antes da inscrição; em caso de conflito, as condições específicas prevalecem para aquele serviço.',
        ],
      },
      {
        heading: '2. Público restrito a profissionais de saúde',
        body: [
          'O {{appName}} é destinado exclusivamente a profissionais de saúde regularmente inscritos em seu conselho de classe, em especial médicos com registro ativo no Conselho Regional de Medicina (CRM). Conforme a RDC Anvisa nº 96/2008, informações sobre medicamentos de venda sob prescrição são dirigidas apenas a profissionais habilitados a prescrevê-los ou dispensá-los.',
          'Ao se cadastrar, você declara ser profissional de saúde e que os dados de registro informados são verdadeiros. A {{brand}} pode verificá-los em bases públicas dos conselhos ou de parceiros e suspender ou encerrar contas cujo registro não possa ser confirmado, esteja inativo ou pertença a categoria não atendida pelo portal.',
          'Os conteúdos não se destinam a pacientes nem ao público em geral. Não os compartilhe com quem não seja profissional de saúde.',
        ],
      },
      {
        heading: '3. Cadastro, conta e credenciais',
        body: [
          'O cadastro e a autenticação são feitos por meio de um provedor de identidade contratado pela {{brand}}. Você deve manter seus dados atualizados e é responsável por guardar sua senha em sigilo e por todas as atividades realizadas com suas credenciais.',
          'A conta é pessoal e intransferível. Se suspeitar de uso indevido, altere a senha imediatamente e avise-nos pelo canal Fale Conosco.',
          'Você pode encerrar sua conta a qualquer momento. A {{brand}} pode suspender ou encerrar contas que violem estes termos, a legislação ou as normas éticas da profissão, sem prejuízo das obrigações legais de guarda de registros.',
        ],
      },
      {
        heading: '4. Uso permitido do conteúdo',
        body: [
          'Você pode consultar os conteúdos para sua atualização profissional, para uso pessoal e não comercial, inclusive baixar materiais quando essa opção for oferecida.',
          'Não é permitido: reproduzir, distribuir, modificar ou publicar conteúdos sem autorização por escrito; repassar links de acesso ou credenciais a terceiros; usar robôs ou outros meios automatizados para coletar dados; tentar contornar medidas de segurança ou de controle de acesso; ou usar o portal para fins ilícitos ou para promover produtos ou serviços próprios.',
          'Conteúdos identificados como exclusivos, materiais de treinamento de palestrantes e conteúdos compartilhados por link são confidenciais e não podem ser encaminhados.',
        ],
      },
      {
        heading: '5. Propriedade intelectual',
        body: [
          'Textos, vídeos, áudios, imagens, marcas, logotipos, nomes de produtos e o software do portal pertencem à {{brand}}, às empresas do seu grupo ou a terceiros que autorizaram seu uso, e são protegidos pela legislação de propriedade intelectual, em especial as Leis nº 9.610/1998 (direitos autorais) e nº 9.279/1996 (propriedade industrial).',
          'O acesso ao portal não transfere nenhum direito de propriedade intelectual. Artigos científicos de terceiros fornecidos mediante solicitação destinam-se ao seu uso individual, nos limites da respectiva licença e da lei de direitos autorais.',
        ],
      },
      {
        heading: '6. Aviso médico',
        body: [
          'Os conteúdos têm finalidade exclusivamente educacional e informativa. Eles não substituem o julgamento clínico do profissional, que permanece responsável pelo diagnóstico, pela prescrição e pelo acompanhamento de cada paciente.',
          'As informações sobre medicamentos não substituem a bula aprovada pela Anvisa. Antes de prescrever, consulte a bula vigente; em caso de divergência, prevalece a bula. Conteúdos que tratem de estudos ou indicações não aprovados no Brasil trazem essa informação de forma destacada.',
          'Para relatar eventos adversos ou queixas técnicas relacionados a produtos da {{brand}}, use os canais de farmacovigilância indicados no rodapé do portal.',
        ],
      },
      {
        heading: '7. Cursos online e certificados',
        body: [
          'Os cursos podem exigir a aceitação de termos específicos, a conclusão das aulas e a aprovação em uma avaliação com número mínimo de acertos e, quando indicado, tempo limite. Os resultados ficam registrados na sua conta.',
          'Os certificados atestam a conclusão do curso no {{appName}} e são emitidos em nome do titular da conta. Não equivalem a título acadêmico nem a créditos de educação médica continuada, salvo indicação expressa. É proibido fazer avaliações em nome de outra pessoa ou divulgar respostas.',
          'A {{brand}} pode atualizar, substituir ou encerrar cursos. Os certificados já emitidos continuam disponíveis enquanto sua conta estiver ativa.',
        ],
      },
      {
        heading: '8. Eventos',
        body: [
          'Eventos online e presenciais divulgados no portal podem ter vagas limitadas, exigir inscrição prévia e ter sua programação alterada ou cancelada. As transmissões ao vivo usam plataforma de videoconferência de terceiros, cujos termos também se aplicam.',
          'Os eventos podem ser gravados. Havendo gravação, você será avisado antes do início; ao participar com câmera, microfone ou chat, você autoriza o uso da sua participação na gravação, exclusivamente para fins educacionais.',
          'Os eventos científicos seguem as normas éticas da profissão e os códigos de conduta do setor farmacêutico. A {{brand}} não oferece vantagem condicionada à prescrição de qualquer produto.',
        ],
      },
      {
        heading: '9. Limitação de responsabilidade',
        body: [
          'A {{brand}} se empenha para manter o portal disponível e os conteúdos corretos e atualizados, mas não garante funcionamento ininterrupto nem ausência de erros. O portal pode ser suspenso para manutenção, atualização ou por razões de segurança.',
          'Na extensão permitida pela lei, a {{brand}} não responde por decisões clínicas tomadas com base nos conteúdos, por danos decorrentes do uso indevido de credenciais, por falhas de conexão ou de equipamentos do usuário, nem pelo conteúdo de sites de terceiros acessados por links externos.',
          'Nada nestes termos limita responsabilidades que não possam ser excluídas pela legislação brasileira.',
        ],
      },
      {
        heading: '10. Alterações, legislação aplicável e contato',
        body: [
          'A {{brand}} pode alterar estes termos para refletir mudanças no portal ou na legislação. A data da versão vigente aparece no início deste documento; mudanças relevantes serão comunicadas no portal ou por e-mail, e o uso continuado após a comunicação indica concordância.',
          'Estes termos são regidos pelas leis da República Federativa do Brasil. Fica eleito o foro da Comarca de São Paulo/SP para dirimir eventuais controvérsias, salvo disposição legal em contrário.',
          'Dúvidas sobre estes termos podem ser enviadas pelo canal Fale Conosco, no rodapé do portal. Questões sobre dados pessoais devem ser dirigidas ao Encarregado, conforme a Política de Privacidade.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Política de Privacidade',
    updated: 'Última atualização: julho de 2025',
    intro:
      'Esta política explica como a {{brand}} trata os dados pessoais dos profissionais de saúde que usam o {{appName}}, em conformidade com a Lei Geral de Proteção de Dados Pessoais (LGPD, Lei nº 13.709/2018) e com o Marco Civil da Internet (Lei nº 12.965/2014).',
    consentLink: 'Abrir as preferências de cookies',
    sections: [
      {
        heading: '1. Controlador',
        body: [
          'O controlador dos dados pessoais tratados no {{appName}} é a empresa do grupo {{brand}} estabelecida no Brasil responsável pelo portal (“{{brand}}” ou “nós”).',
          'Outras empresas do grupo {{brand}} e prestadores de serviço tratam dados em nosso nome apenas conforme nossas instruções e para as finalidades descritas nesta política.',
        ],
      },
      {
        heading: '2. Dados que coletamos',
        body: [
          'Dados de cadastro e perfil: nome, sobrenome, tratamento, e-mail, telefone, estado e cidade, especialidades e áreas de interesse, preferências de conteúdo e de notificações, e suas escolhas de consentimento, como o aceite dos termos e o recebimento de comunicações.',
          'Dados de registro profissional: tipo e número de registro (CRM, COREN ou CRF) e UF, e o resultado da validação desse registro em bases públicas dos conselhos profissionais ou de parceiros contratados para esse fim. Se você usar o Buscador Médico, também os endereços e telefones de atendimento que cadastrar.',
          'Dados de uso: registros de acesso (endereço IP, data e hora), páginas e conteúdos visualizados, buscas, progresso em cursos, respostas e resultados de avaliações, certificados, inscrições e participação em eventos, tipo de dispositivo e navegador e identificadores de cookies, conforme suas escolhas.',
          'Dados de solicitações: o conteúdo das solicitações de informação médica e de artigos científicos. Se você relatar um evento adverso, os dados do caso, que podem incluir dados de saúde de pacientes, preferencialmente sem identificá-los, serão tratados para fins de farmacovigilância.',
        ],
      },
      {
        heading: '3. Para que usamos os dados',
        body: [
          'Criar e manter sua conta, autenticar seu acesso e confirmar que você é profissional de saúde habilitado, condição para acessar conteúdos sobre medicamentos de venda sob prescrição.',
          'Oferecer conteúdos, cursos, avaliações, certificados, eventos e o Buscador Médico, e personalizar o portal conforme suas especialidades e preferências.',
          'Responder a solicitações de informação médica e de artigos, cumprir obrigações de farmacovigilância e demais obrigações regulatórias, manter os registros de acesso exigidos por lei e proteger o portal contra fraudes e acessos indevidos.',
          'Com o seu consentimento: medir o uso do portal para melhorá-lo, enviar notificações e comunicações científicas ou promocionais e informar seus interesses à equipe de representantes da {{brand}} para contatos e visitas.',
        ],
      },
      {
        heading: '4. Bases legais',
        body: [
          'Tratamos seus dados com base nas hipóteses do art. 7º da LGPD: execução de contrato e de procedimentos preliminares (cadastro, cursos, certificados, eventos e demais serviços solicitados por você); cumprimento de obrigação legal ou regulatória (farmacovigilância, normas da Anvisa sobre propaganda de medicamentos e guarda de registros de acesso); exercício regular de direitos; legítimo interesse (segurança do portal, prevenção a fraudes e verificação do registro profissional); e consentimento (cookies não necessários, notificações e comunicações promocionais).',
          'Dados de saúde recebidos em relatos de eventos adversos são dados pessoais sensíveis e são tratados com fundamento no art. 11, inciso II, da LGPD, para o cumprimento de obrigação legal ou regulatória e para a tutela da saúde.',
          'Quando o tratamento depender de consentimento, você pode revogá-lo a qualquer momento, sem afetar a licitude do tratamento realizado antes da revogação.',
        ],
      },
      {
        heading: '5. Compartilhamento',
        body: [
          'Provedor de identidade: o cadastro, o login e a recuperação de senha são processados por um provedor de gestão de identidade e consentimento contratado pela {{brand}}, que recebe seus dados de cadastro e suas credenciais.',
          'Operadores: empresas de hospedagem e nuvem, envio de e-mails e notificações, videoconferência para eventos, análise de uso (somente com consentimento), validação de registro profissional e atendimento. Eles tratam os dados apenas para prestar o serviço contratado, sob obrigações contratuais de confidencialidade e segurança.',
          'Também podemos compartilhar dados com empresas do grupo {{brand}}, para as finalidades desta política; com autoridades como a Anvisa, quando exigido por lei, por exemplo em notificações de farmacovigilância; e com órgãos judiciais ou administrativos mediante requisição legal. Não vendemos dados pessoais.',
        ],
      },
      {
        heading: '6. Transferência internacional de dados',
        body: [
          'Alguns operadores e empresas do grupo {{brand}} estão localizados fora do Brasil, inclusive na União Europeia e nos Estados Unidos. Nesses casos, a transferência observa o art. 33 da LGPD, com cláusulas-padrão contratuais aprovadas pela ANPD (Resolução CD/ANPD nº 19/2024) ou outro mecanismo válido, garantindo proteção equivalente à desta política.',
          'Você pode pedir ao Encarregado informações sobre os países de destino e as garantias adotadas.',
        ],
      },
      {
        heading: '7. Retenção e segurança',
        body: [
          'Mantemos os dados enquanto sua conta estiver ativa e, depois, pelo prazo necessário para cumprir obrigações legais ou regulatórias e exercer direitos: registros de acesso por no mínimo seis meses (art. 15 do Marco Civil da Internet), registros de farmacovigilância e de informação médica pelos prazos exigidos pela Anvisa e os demais dados pelo prazo prescricional aplicável. Ao fim desses prazos, os dados são eliminados ou anonimizados.',
          'Adotamos medidas técnicas e administrativas de segurança (art. 46 da LGPD), como criptografia em trânsito, controle de acesso por perfil, registro de operações, testes de segurança e treinamento das equipes. Em caso de incidente que possa acarretar risco ou dano relevante, comunicaremos a ANPD e os titulares afetados, nos termos do art. 48 da LGPD.',
        ],
      },
      {
        heading: '8. Cookies e preferências de consentimento',
        body: [
          'Usamos cookies e tecnologias semelhantes em três categorias: necessários, sempre ativos porque são indispensáveis ao login, à segurança e ao registro das suas escolhas; de análise, que medem o uso do portal de forma agregada; e de marketing, que personalizam comunicações e medem campanhas.',
          'Seguindo o guia orientativo da ANPD sobre cookies, os cookies não necessários ficam desativados até que você os aceite, e recusá-los é tão simples quanto aceitá-los. Você pode aceitar todos, rejeitar todos ou escolher por categoria.',
          'Você pode rever sua escolha a qualquer momento pelo link “Preferências de cookies”, no rodapé, ou pelo botão abaixo. A nova escolha vale a partir desse momento.',
        ],
      },
      {
        heading: '9. Seus direitos e como exercê-los',
        body: [
          'Nos termos do art. 18 da LGPD, você pode solicitar: confirmação da existência de tratamento; acesso aos dados; correção de dados incompletos, inexatos ou desatualizados; anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em desconformidade com a lei; portabilidade; eliminação dos dados tratados com base no consentimento; informação sobre as entidades com as quais compartilhamos dados; informação sobre a possibilidade de não consentir e suas consequências; e revogação do consentimento. Você também pode se opor a tratamentos baseados em outras hipóteses legais em caso de descumprimento da LGPD e pedir a revisão de decisões tomadas unicamente com base em tratamento automatizado.',
          'Parte dos dados pode ser corrigida diretamente em “Editar cadastro” e em “Preferências”. Para os demais pedidos, escreva ao Encarregado (item 10). Poderemos pedir informações para confirmar sua identidade antes de atender ao pedido e responderemos em até 15 dias ou no prazo fixado pela regulamentação da ANPD.',
          'Se não estiver satisfeito com a resposta, você pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
        ],
      },
      {
        heading: '10. Encarregado e contato',
        body: [
          'O Encarregado pelo tratamento de dados pessoais (DPO) da {{brand}} no Brasil pode ser contatado pelo e-mail dpo.brasil@portal-medico.example; indique “{{appName}}” no assunto.',
          'Esta política pode ser atualizada. A data da versão vigente aparece no início do documento, e mudanças relevantes serão comunicadas no portal.',
        ],
      },
    ],
  },

  // The company itself is country data (packages/countries, Country.company), in the country's language.
  imprint: {
    title: 'Informações legais',
    intro: 'Dados da empresa responsável pelo {{appName}} em {{countryName}}.',
    demoNotice: 'Dados de demonstração: esta empresa e seus registros são fictícios.',
    headings: {
      legalName: '1. Razão social',
      address: '2. Endereço',
      registrations: '3. Registros',
      responsiblePersons: '4. Responsáveis',
      contact: '5. Contato',
      regulator: '6. Autoridade reguladora',
      pharmacovigilance: '7. Farmacovigilância',
    },
    pharmacovigilance:
      'Para relatar suspeitas de reações adversas ou outros problemas de segurança com produtos da {{brand}}, escreva para {{pharmacovigilanceEmail}} ou ligue para {{pharmacovigilancePhone}}.',
  },

  acceptanceTest: {
    title: 'Acesso a conteúdo para profissionais de saúde',
    intro:
      'Você recebeu um link para um conteúdo do {{appName}} destinado exclusivamente a profissionais de saúde.',
    explanation:
      'Para liberar o conteúdo, precisamos confirmar quem está acessando. Informe seu nome completo e seu número de registro profissional (CRM) e leia e aceite os termos abaixo. O conteúdo é exibido assim que o aceite for registrado, sem necessidade de criar uma conta.',
    terms: [
      'Declaro ser profissional de saúde habilitado a prescrever ou dispensar medicamentos e que o nome e o número de registro informados são meus e verdadeiros.',
      'Compreendo que o conteúdo tem caráter científico e educacional, não substitui o julgamento clínico nem a bula aprovada pela Anvisa e destina-se apenas ao meu uso profissional.',
      'Comprometo-me a não compartilhar, reproduzir ou encaminhar o link ou o conteúdo a terceiros. O link é pessoal e pode expirar ou ser desativado a qualquer momento.',
      'Autorizo a {{brand}} a tratar meu nome, meu número de registro e os dados deste acesso para verificar minha habilitação e cumprir obrigações regulatórias, conforme a Política de Privacidade e os Termos de Uso do {{appName}}.',
    ],
    contentTitle: 'Conteúdo {{id}}',
    loggedNotice:
      'Este acesso é registrado: guardamos seu nome, seu número de registro, o conteúdo acessado e a data e a hora do acesso.',
    noContent:
      'Para acessar um conteúdo, abra o link completo que você recebeu. Se o link não funcionar, peça um novo a quem o enviou.',
  },

  noIndex: {
    title: 'Página para profissionais de saúde da Colômbia',
    body: [
      'Esta página foi compartilhada de forma privada com profissionais de saúde da Colômbia que receberam o endereço diretamente da {{brand}}, por exemplo por um representante ou por um convite por e-mail.',
      'Ela não é indexada por mecanismos de busca e não aparece em resultados de pesquisa. Por favor, não publique nem encaminhe o endereço.',
      'Se você é profissional de saúde e deseja acessar todos os conteúdos, entre ou crie sua conta no {{appName}}.',
    ],
  },

  landing: {
    heroTitle: 'Conhecimento médico atualizado para a sua prática clínica',
    heroSubtitle:
      'No {{appName}}, médicos e demais profissionais de saúde encontram conteúdos científicos, cursos com certificado, eventos ao vivo e um canal direto com a Informação Médica da {{brand}}.',
    audienceNotice:
      'Conteúdo destinado exclusivamente a profissionais de saúde habilitados a prescrever ou dispensar medicamentos.',
    featuresTitle: 'O que você encontra no {{appName}}',
    features: [
      {
        title: 'Conteúdo educacional',
        body: 'Artigos, vídeos, podcasts e materiais científicos organizados por especialidade e formato, para ler, assistir ou ouvir quando quiser.',
      },
      {
        title: 'Cursos online com certificado',
        body: 'Cursos com aulas em etapas, avaliação final e certificado de conclusão disponível na sua conta.',
      },
      {
        title: 'Eventos ao vivo',
        body: 'Simpósios, webinars e encontros com especialistas, com inscrição pelo portal e transmissão ao vivo.',
      },
      {
        title: 'Buscador Médico',
        body: 'Médicos com CRM podem cadastrar seus endereços de atendimento para que pacientes encontrem o consultório com facilidade.',
      },
      {
        title: 'Informação Médica',
        body: 'Envie dúvidas sobre produtos da {{brand}} ou solicite artigos científicos à equipe de Informação Médica.',
      },
    ],
    cta: {
      signIn: 'Entrar',
      register: 'Criar conta',
      learnMore: 'Saiba mais',
    },
    howItWorks: {
      title: 'Como funciona',
      steps: [
        {
          title: 'Crie sua conta',
          body: 'Cadastre-se com seu e-mail e seu registro profissional. Sua habilitação é verificada para liberar o acesso.',
        },
        {
          title: 'Escolha suas especialidades',
          body: 'Indique suas áreas de interesse para receber conteúdos e eventos relevantes para a sua prática.',
        },
        {
          title: 'Aprenda no seu ritmo',
          body: 'Acesse conteúdos, faça cursos, participe de eventos e acompanhe seus certificados em qualquer dispositivo.',
        },
      ],
    },
  },

  doctorFinder: {
    title: 'Buscador Médico',
    intro:
      'Ajude seus pacientes a encontrar você. O Buscador Médico da {{brand}} reúne médicos e seus locais de atendimento para facilitar o acesso dos pacientes ao cuidado especializado.',
    body: [
      'O cadastro é exclusivo para médicos com registro ativo no CRM. Entre com sua conta do {{appName}}, confirme seus dados profissionais e informe sua especialidade.',
      'Adicione um ou mais endereços de atendimento, com telefone de contato. Você pode editar ou remover cada endereço a qualquer momento.',
      'Os pacientes veem apenas dados profissionais: nome, CRM, especialidade e os endereços e telefones de atendimento que você cadastrar. A participação é gratuita, voluntária e não está vinculada à prescrição de nenhum produto.',
    ],
    cta: 'Cadastrar meus endereços de atendimento',
  },

  consent: {
    title: 'Sua privacidade',
    description:
      'Usamos cookies necessários para o funcionamento do portal. Com a sua permissão, usaremos também cookies de análise, para entender como o portal é usado, e de marketing, para personalizar comunicações. Os cookies não necessários ficam desativados até que você os aceite, e você pode mudar sua escolha a qualquer momento em “Preferências de cookies”, no rodapé.',
    privacyLink: 'Política de Privacidade',
    acceptAll: 'Aceitar todos',
    rejectAll: 'Rejeitar todos',
    customize: 'Personalizar',
    save: 'Salvar preferências',
    close: 'Fechar',
    dialogTitle: 'Preferências de cookies',
    dialogDescription:
      'Escolha quais categorias de cookies podemos usar. Os necessários estão sempre ativos; os demais só são ativados se você os ligar. Sua escolha vale até que você a altere.',
    categories: {
      necessary: {
        title: 'Cookies necessários',
        description:
          'Indispensáveis ao funcionamento do portal: login, segurança e registro das suas escolhas de privacidade. Não podem ser desativados.',
        alwaysOn: 'Sempre ativos',
      },
      analytics: {
        title: 'Cookies de análise',
        description:
          'Ajudam a entender, de forma agregada, quais páginas e conteúdos são mais usados, para melhorarmos o portal. Desativados até que você os aceite.',
      },
      marketing: {
        title: 'Cookies de marketing',
        description:
          'Permitem personalizar comunicações da {{brand}} e medir a efetividade de campanhas, inclusive em outros sites. Desativados até que você os aceite.',
      },
    },
    saved: 'Preferências salvas',
    reopen: 'Preferências de cookies',
  },

  dentistWarning: {
    title: 'Cadastros com CRO não são mais aceitos',
    body: 'As contas criadas com registro de cirurgião-dentista (CRO) não são mais suportadas no {{appName}}, que é dedicado a médicos e demais profissionais de saúde das áreas atendidas pelo portal. Para conhecer outros canais da {{brand}}, visite o site da empresa. Se tiver dúvidas ou quiser solicitar a exclusão dos seus dados, escreva para o suporte.',
    companySiteLabel: 'Site da {{brand}}',
    supportLabel: 'Dúvidas? Escreva para',
    ok: 'OK',
  },
};
