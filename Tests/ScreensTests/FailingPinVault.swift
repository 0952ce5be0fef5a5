import SessionEngine

/// A PIN vault in memory whose store can be made to fail, operation by operation, from the test
/// (through the shared `Switch`), after the flow reached the screen under test.
struct FailingPinVault: PinVault {
  /// Which operations fail; shared between the test and the runtime's copy of the vault.
  final class Switch {
    var failing: Set<StoreFailure.Operation> = []
  }

  let control: Switch
  let location: String?
  private var inner = MemoryPinVault()

  init(control: Switch, location: String? = "/var/mamsim-test/device") {
    self.control = control
    self.location = location
  }

  private func check(_ operation: StoreFailure.Operation) throws(PinVaultError) {
    if control.failing.contains(operation) {
      throw PinVaultError(reason: "disk I/O error", location: location)
    }
  }

  mutating func store(_ pin: Secret, refusingPrevious: Int) throws(PinVaultError) -> Bool {
    try check(.savePin)
    return inner.store(pin, refusingPrevious: refusingPrevious)
  }

  func verify(_ pin: Secret) throws(PinVaultError) -> Bool {
    try check(.checkPin)
    return inner.verify(pin)
  }

  mutating func clear() throws(PinVaultError) {
    try check(.clearPin)
    inner.clear()
  }
}
