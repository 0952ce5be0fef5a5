/// Where the app PIN is kept: the engine only ever asks it to store, check or forget a PIN.
///
/// The vault alone knows earlier PINs, so it is the one that refuses a reused PIN. A vault whose
/// storage fails throws: a failure is reported as such, never as a wrong or a reused PIN.
public protocol PinVault {
  /// Keeps `pin` as the app PIN unless it equals one of the last `refusingPrevious` PINs;
  /// returns whether it was kept.
  mutating func store(_ pin: Secret, refusingPrevious: Int) throws(PinVaultError) -> Bool
  /// Whether `pin` is the app PIN.
  func verify(_ pin: Secret) throws(PinVaultError) -> Bool
  /// Forgets the app PIN (its history stays, as the SDK's does for the device).
  mutating func clear() throws(PinVaultError)
}

/// A PIN vault in process memory, for headless runs: nothing is ever written anywhere.
public struct MemoryPinVault: PinVault, Sendable {
  private var pin: Secret?
  private var history: [Secret] = []

  /// An empty vault.
  public init() {}

  /// Keeps `pin` unless it is one of the last `refusingPrevious` PINs.
  public mutating func store(_ pin: Secret, refusingPrevious: Int) -> Bool {
    let recent = history.suffix(max(0, refusingPrevious))
    if recent.contains(where: { MemoryPinVault.same($0, pin) }) { return false }
    self.pin = pin
    history.append(pin)
    return true
  }

  /// Whether `candidate` is the PIN.
  public func verify(_ candidate: Secret) -> Bool {
    guard let pin else { return false }
    return MemoryPinVault.same(pin, candidate)
  }

  /// Forgets the PIN.
  public mutating func clear() { pin = nil }

  /// Compares without stopping at the first difference, as a careful vault does.
  static func same(_ left: Secret, _ right: Secret) -> Bool {
    let stored = Array(left.reveal().utf8)
    let given = Array(right.reveal().utf8)
    var difference = stored.count ^ given.count
    for index in 0..<max(stored.count, given.count) {
      let a = index < stored.count ? stored[index] : 0
      let b = index < given.count ? given[index] : 0
      difference |= Int(a ^ b)
    }
    return difference == 0
  }
}
