/// A shared vault's error, with the code of the SDK's `kCtxSharedVaultErrorDomain`.
public enum MDXVaultError: Int, Error, Equatable, Hashable, Sendable, CaseIterable, Codable {
  /// No vault of that name in the access group (or the app does not hold the group).
  case vaultNotFound = 5101
  /// The vault is there but its data cannot be read.
  case vaultUnreadable = 5102
  /// Another app wrote the vault since this one loaded it (inferred from the sequence number).
  case vaultDataMismatch = 5111
  /// The input is not usable (an empty key or an empty update).
  case invalidInput = 5121
}
