export interface ConnectWiseCredentials {
  /** The API host ("api-na.myconnectwise.net") or a full URL ("https://cw.example.com"). */
  site: string;
  /** The company ID typed at the ConnectWise login screen. */
  companyId: string;
  publicKey: string;
  privateKey: string;
  /** The integration's clientId from developer.connectwise.com. */
  clientId: string;
}

export interface ConnectWiseOptions {
  /** Pinned API version sent in the Accept header. */
  apiVersion?: string;
  /** Page size for listCompanies (CW allows up to 1000). */
  pageSize?: number;
  /** Project board for new projects; the first project board is used when absent. */
  projectBoardId?: string;
  billingMethod?: 'ActualRates' | 'FixedFee' | 'NotToExceed' | 'OverrideRate';
  /** Member set as primary sales rep on new opportunities. */
  salesRepId?: string;
  /** Member set as project manager on new projects. */
  projectManagerId?: string;
}
