import SessionEngine
import Strings

extension Front {
  /// What a data request does: the session is asked to carry it out (and log it), and the front
  /// shows what the SDK decided — the alert when blocked, else the pasted text, the other app's
  /// new text, the browser, or a notice. The decision is the session's own pure function of the
  /// same values, so the front and the log never disagree.
  static func data(
    _ request: DataRequest, _ front: inout FrontState, session: SessionView, strings: StringTable
  ) -> [FrontCommand] {
    let context = DataContext(
      surface: request.surface, state: session.state, scenario: session.scenario)
    let decision = DataProtection.decide(request.action, in: context)
    var commands: [FrontCommand] = [.data(request.action, request.surface)]
    switch decision.outcome {
    case .blocked(let alert):
      front.ui.dataAlert = alert
    case .openInWebView:
      if case .openLink(let link) = request.action {
        front.notice = strings.text(.noticeLinkInView, link.url)
      }
    case .noAppForScheme(let scheme):
      // An "Open in" a queried app stopped at the app's own canOpenURL question.
      let key: StringKey =
        if case .openIn = request.action { .noticeCanOpenURLNo } else { .noticeNoAppForScheme }
      front.notice = strings.text(key, scheme)
    case .openInDefaultBrowser, .openInManagedBrowser:
      if case .openLink(let link) = request.action {
        front.ui.phoneApp = .browser(
          url: link.url, managed: decision.outcome == .openInManagedBrowser)
      }
    case .allowed:
      switch request.action {
      case .copy(let text):
        front.notice = strings.text(.noticeCopied, text.count)
      case .paste(let content):
        if let field = request.field { front.ui.fields[field] = content.text }
        if let key = OtherAppScreen.key(of: request.surface) {
          front.ui.appTexts[key] = content.text
        }
        front.notice = strings.text(.noticePasted, content.text.count)
      case .openIn(let destination):
        if let key = OtherAppScreen.key(of: destination) {
          front.ui.appTexts[key] = request.text
        }
        front.notice = strings.text(
          .noticeShared, OtherAppScreen.name(of: destination, session.scenario, strings))
      case .receive:
        let title = String(request.text.prefix(30))
        var note = newNote(title: title, body: request.text, session: session)
        if decision.identity == .unmanaged { note.owner = nil }
        commands.append(.session(.noteAdded(note)))
        front.notice = strings.text(.noticeReceived, session.scenario.app.name)
      case .saveAs(let location):
        front.notice = strings.text(.noticeSaved, DataActionMenu.locationName(location, strings))
      case .print:
        front.notice = strings.text(.noticePrinted)
      case .openLink:
        break
      }
    }
    return commands
  }

  /// A new note of the signed-in account (personal when nobody is signed in).
  static func newNote(title: String, body: String, session: SessionView) -> Note {
    let state = session.state
    let id = "note-\(state.notes.count + 1)-\(state.launchCount)"
    return Note(id: id, title: title, body: body, owner: state.signIn.account?.upn)
  }
}
