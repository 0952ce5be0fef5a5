/// The keychain access groups the simulated device keeps items in.
public enum KeychainGroup {
  /// The Intune SDK's own group: the app PIN and its history, the per-account data keys.
  public static let intune = "com.microsoft.intune.mam"
  /// The token cache group when the app does not override it (`ADALCacheKeychainGroupOverride`).
  public static let defaultTokenCache = "com.microsoft.adalcache"
  /// Secure Hub's own group: each Citrix MDX app's session, with its Citrix PIN.
  public static let secureHub = "com.citrix.securehub"
}
