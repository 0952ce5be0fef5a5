import TerminalUI

@testable import Screens

extension PhoneProgram {
  /// The picture at `size`, as a test looks at it after changing the runtime directly: the front
  /// settled on the session first, and handed `size` when it is a new one.
  func render(size: TerminalSize) -> CellBuffer {
    synchronize()
    resize(to: size)
    return render()
  }
}
