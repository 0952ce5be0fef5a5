/// Why the engine turned down what the user typed (shown on the same screen).
public enum MDXDenial: Equatable, Hashable, Sendable {
  /// No Citrix Endpoint Management server answers at that address.
  case unknownServer
  /// The directory refused the user name or password.
  case wrongCredentials
  /// The PIN does not follow the rules (length, digits only).
  case pinRules(length: Int)
  /// The two PINs differ.
  case pinsDiffer
  /// A wrong PIN; this many tries are left before the lock.
  case wrongPin(triesLeft: Int)
  /// The step needs the network, and the device is offline.
  case offline
}
