// The demo's tutorials: how a newcomer does the main journeys.
export const TUTORIALS = [
  {
    title: 'Como cadastrar um empreendimento',
    description:
      'Informe o código CEG da ANEEL, a fonte, a tecnologia e a potência instalada, anexe o despacho de outorga e envie para aprovação.',
  },
  {
    title: 'Como solicitar uma emissão de I-REC',
    description:
      'Escolha o empreendimento e o período de geração; o volume não pode exceder a geração importada ainda não certificada.',
  },
  {
    title: 'Importação mensal da CCEE',
    description:
      'Envie a planilha de medição da CCEE, confira a pré-visualização com os códigos de erro de cada linha e confirme a importação.',
  },
  {
    title: 'Aposentadoria de certificados para um beneficiário',
    description:
      'Selecione os certificados disponíveis, o beneficiário, o período de consumo e a finalidade do resgate.',
  },
];
