/** EULA, release notes, information pages. */
export const account = {
  eula: {
    heading: 'End User License Agreement',
    version: 'Version of {{date}}',
    intro: 'Please read the agreement. You must accept it to use Sagitta.',
    document: 'Text of the End User License Agreement',
    accept: 'Accept',
    error: "There's been an error accepting the End User License Agreement. Please try again",
  },
  releaseNotes: {
    title: '{{name}} Release Notes',
    content: 'Notes of the {{name}} release',
    confirm: 'Confirm',
    close: 'Close',
    scrollHint: 'Scroll to the end of the notes to confirm.',
    image: 'Illustration for: {{description}}',
    video: 'Video for: {{description}}',
    releasedOn: 'Released {{date}}',
  },
  info: {
    title: 'Information',
    sections: 'Information sections',
    loading: 'Loading information…',
    about: 'About',
    product: 'Product',
    version: 'Version',
    namespace: 'Namespace',
    manufacturer: 'Manufacturer',
    address: 'Address',
    addressLine: '{{address}}, {{city}}, {{state}} {{zip}}',
    phone: 'Phone',
    udi: 'Unique device identification',
    bmdTitle: 'Bone mineral density',
    bmdBody:
      'Bone-density reports are estimates computed from biplanar radiographs. They support, and never replace, a dual-energy X-ray absorptiometry (DXA) examination; interpret them with the patient’s clinical history.',
    bmdUse:
      'Values are shown for the vertebrae that were modelled; a vertebra with an implant or a fracture is excluded from the estimate.',
    releaseHistory: 'Release notes',
    noReleases: 'No release notes yet.',
  },
} as const;
