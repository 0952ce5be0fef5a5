import SessionEngine

/// What the MDX engine asks the world to do after an event.
public enum MDXEffect: Equatable, Hashable, Sendable {
  /// The app hands off to Secure Hub for a logon (`force`: a fresh logon was asked for).
  case handOffToSecureHub(force: Bool)
  /// Secure Hub opens the app again through its URL scheme (`isAppLaunchedByWorxHome` is true).
  case returnToApp
  /// `logonMdxWithFlag` answered at once: a session is open and no fresh logon was asked for.
  case logonAlreadyActive
  /// The app's data is erased.
  case eraseAppData
  /// Secure Hub forgets the enrolment (account removed, device unenrolled).
  case unenrol
  /// Wake the engine with `tick` at this instant (the next deadline).
  case wake(at: Instant)
  /// An offline reminder is shown: this many minutes are left.
  case offlineReminder(minutesLeft: Int)
  /// The keychain's copy of a shared vault changed: written, or deleted (nil).
  case vaultStored(MDXVaultKeychain.Place, MDXStoredVault?)
}
