/**
 * The End User License Agreement of Sagitta (seed §1). It is legal content, not interface text:
 * it exists in English only and is not translated. A new version changes the date below.
 */
export const EULA_VERSION_DATE = '2024-06-28';

export interface EulaSection {
  heading: string;
  paragraphs: readonly string[];
}

export const EULA_DOCUMENT: readonly EulaSection[] = [
  {
    heading: 'Parties and acceptance',
    paragraphs: [
      'This End User License Agreement (the "Agreement") is made between Sagitta Medical Software, Inc. ("Sagitta Medical", "we") and you, the individual user of the Sagitta web portal (the "Software"), acting on behalf of yourself and of the healthcare institution or company that gave you access (your "Institution").',
      'By selecting Accept you confirm that you have read this Agreement, that you understand it and that you agree to be bound by it. If you do not agree, do not select Accept and do not use the Software. Your Institution may also be bound by a separate agreement with Sagitta Medical; where the two conflict, that separate agreement prevails.',
    ],
  },
  {
    heading: 'Licence grant',
    paragraphs: [
      'Subject to this Agreement, Sagitta Medical grants you a limited, personal, non-exclusive, non-transferable and revocable licence to access and use the Software through a supported web browser, solely for the professional purposes of your Institution and within the features of the tier your Institution has subscribed to.',
      'The Software is licensed, not sold. All rights not expressly granted to you are reserved by Sagitta Medical and its licensors.',
    ],
  },
  {
    heading: 'Permitted users',
    paragraphs: [
      'Only persons to whom an account has been issued may use the Software: physicians, clinical staff, sales representatives, 3D-services technicians, rod manufacturers and administrators, each within the permissions of their role.',
      "Your account is personal. You must not share it, let another person act under it, or use another person's account. Clinical staff and sales representatives may act only for the physicians they are connected to, and sales representatives may access only the patient data relevant to the care they are assigned to.",
    ],
  },
  {
    heading: 'Clinical use and professional judgement',
    paragraphs: [
      'The Software is a tool for the planning of spine surgery and for the review of imaging, alignment measurements, models and surgical plans. It supports, and never replaces, the clinical judgement of a qualified surgeon.',
      "Measurements, estimates, models, plans and other results produced by the Software may be inaccurate or incomplete, in particular when images are of poor quality, show motion artifacts or implants, or when anatomy is atypical. Every clinical decision, including the decision to operate, the choice of implants and the surgical technique, remains the sole responsibility of the treating physician, who must verify each result against the images, the patient's history and their own examination.",
      'The Software is not intended for emergency use, nor for the diagnosis of conditions other than those described in its instructions for use.',
    ],
  },
  {
    heading: 'Protected health information',
    paragraphs: [
      'The Software processes protected health information ("PHI") as defined by the Health Insurance Portability and Accountability Act of 1996 and its regulations ("HIPAA"). Sagitta Medical handles PHI as a business associate of your Institution under a business associate agreement ("BAA"), and only to provide, secure and support the Software.',
      "You must access, use and disclose PHI only as permitted by HIPAA, by the BAA and by your Institution's policies, and only to the minimum extent necessary for the care or task you are assigned to. You must not export, copy or photograph PHI from the Software except through its features and for a permitted purpose.",
    ],
  },
  {
    heading: 'Security and credentials',
    paragraphs: [
      'You are responsible for keeping your credentials confidential and for every action taken under your account. Choose a strong password, do not reuse it elsewhere, and sign out or lock your workstation when you leave it. Sessions end automatically after a period of inactivity.',
      'Tell your administrator and Sagitta Medical without delay if you suspect that your account or any PHI has been accessed without authorisation. Access to the Software is logged, and the logs may be reviewed for security and compliance.',
    ],
  },
  {
    heading: 'Restrictions',
    paragraphs: [
      'You must not: copy, modify or create derivative works of the Software; reverse engineer, decompile or disassemble it, except where the law expressly allows it; rent, lend, sell, sublicense or otherwise make it available to third parties; circumvent its security, access controls or usage limits; test its vulnerabilities without our written permission; upload malicious code; or use it in breach of any law or of the rights of any person.',
    ],
  },
  {
    heading: 'Intellectual property',
    paragraphs: [
      'The Software, its algorithms, models, documentation, trademarks and all improvements to them are and remain the property of Sagitta Medical and its licensors, and are protected by intellectual property laws.',
      'Patient data and images remain the property of your Institution or of the patients, as the law provides. Suggestions you give us about the Software may be used by us freely and without obligation to you.',
    ],
  },
  {
    heading: 'Third-party components',
    paragraphs: [
      'The Software includes components provided by third parties, some of them under open-source licences. Those components are governed by their own licence terms, which prevail over this Agreement for those components to the extent they require it. A list of them is available from Sagitta Medical on request.',
    ],
  },
  {
    heading: 'Updates and release notes',
    paragraphs: [
      'Sagitta Medical may update the Software from time to time to correct errors, improve security or add, change or remove features. Each release that changes the use of the Software comes with release notes, which you are asked to read and acknowledge before you continue.',
      'We may publish a new version of this Agreement. When we do, you will be asked to accept it before you can continue to use the Software.',
    ],
  },
  {
    heading: 'Warranty disclaimer',
    paragraphs: [
      'To the maximum extent permitted by law, and except as expressly stated in a written agreement with your Institution, the Software is provided "as is" and "as available", without warranty of any kind, whether express, implied or statutory, including any warranty of merchantability, fitness for a particular purpose, accuracy, non-infringement or uninterrupted and error-free operation.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'To the maximum extent permitted by law, Sagitta Medical shall not be liable for any indirect, incidental, special, consequential or punitive damages, nor for any loss of data, profits or revenue, arising out of or relating to the Software or to this Agreement, even if it was advised of their possibility.',
      'Nothing in this Agreement limits a liability that cannot be limited by law, including liability for death or personal injury caused by negligence, or for fraud.',
    ],
  },
  {
    heading: 'Term and termination',
    paragraphs: [
      "This Agreement applies from your acceptance for as long as you have an account. It ends automatically when your account is deleted or disabled, or when your Institution's subscription ends. Sagitta Medical or your administrator may suspend or end your access at once if you breach this Agreement or if security requires it.",
      'The sections on protected health information, restrictions, intellectual property, warranty disclaimer, limitation of liability and governing law survive the end of this Agreement.',
    ],
  },
  {
    heading: 'Governing law',
    paragraphs: [
      'This Agreement is governed by the laws of the State of California and by the federal laws of the United States, without regard to their conflict-of-law rules. The state and federal courts located in San Diego County, California have exclusive jurisdiction over any dispute arising out of it, unless a written agreement with your Institution provides otherwise.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: [
      'Questions about this Agreement, privacy or security can be sent to Sagitta Medical Software, Inc., 1200 Harbor View Drive, Suite 400, San Diego, CA 92101, by telephone at (619) 555 0142, or through your administrator.',
    ],
  },
];
