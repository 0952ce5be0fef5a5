/// Where the app PIN is kept: the engine only ever asks it to store, check or forget a PIN.
public protocol PinVault {
  /// Keeps `pin` as the app PIN.
  mutating func store(_ pin: Secret)
  /// Whether `pin` is the app PIN.
  func verify(_ pin: Secret) -> Bool
  /// Forgets the app PIN.
  mutating func clear()
}

/// A PIN vault in process memory, for headless runs: nothing is ever written anywhere.
public struct MemoryPinVault: PinVault, Sendable {
  private var pin: Secret?

  /// An empty vault.
  public init() {}

  /// Keeps `pin`.
  public mutating func store(_ pin: Secret) { self.pin = pin }

  /// Compares without stopping at the first difference, as a careful vault does.
  public func verify(_ candidate: Secret) -> Bool {
    guard let pin else { return false }
    let stored = Array(pin.reveal().utf8)
    let given = Array(candidate.reveal().utf8)
    var difference = stored.count ^ given.count
    for index in 0..<max(stored.count, given.count) {
      let left = index < stored.count ? stored[index] : 0
      let right = index < given.count ? given[index] : 0
      difference |= Int(left ^ right)
    }
    return difference == 0
  }

  /// Forgets the PIN.
  public mutating func clear() { pin = nil }
}
