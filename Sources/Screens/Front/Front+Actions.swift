import MDXEngine
import SessionEngine
import Strings

extension Front {
  /// Runs a control's `actions` in order: changes to the front, and the commands for the program.
  /// Reads nothing but `front` (typed fields, for a submission or a data request's text) and the
  /// actions themselves; a submission missing a field it needs ends the run.
  static func run(_ actions: [AppAction], _ front: inout FrontState, strings: StringTable)
    -> [FrontCommand]
  {
    var commands: [FrontCommand] = []
    for action in actions {
      switch action {
      case .send(let event): commands.append(.session(event))
      case .mdx(let event): commands.append(.mdx(event))
      case .launch:
        front.ui.phoneApp = nil
        commands.append(.launchApp)
      case .show(let host): front.ui.hostScreen = host
      case .submit(let form):
        let typed = front.ui.fields
        guard let made = submit(form, &front.ui.fields) else {
          // A field the form needs is empty: say so where it goes, rather than do nothing.
          switch form {
          case .note(let title, _, _):
            front.notice = strings.text(.noticeNoteNeedsTitle)
            front.ui.focus = title
          case .mdxCredentials(let user, _):
            front.notice = strings.text(.noticeUserNameNeeded)
            front.ui.focus = user
          default:
            break
          }
          return commands
        }
        // Should the entry be turned down, the screen stays: the focus goes back to the first
        // secret field the submission emptied, where it is typed again. A new screen (the
        // entry accepted) places its own focus.
        if let emptied = form.secretFields.first(where: { !(typed[$0] ?? "").isEmpty }) {
          front.ui.focus = emptied
        }
        commands += made
      case .clearField(let id): front.ui.fields[id] = ""
      case .data(let request):
        commands += data(request.reading(front.ui.fields), &front, strings: strings)
      case .switchApp(let app): commands += show(app, &front)
      case .dismissAlert: front.ui.dataAlert = nil
      case .notice(let text): front.notice = text
      case .showVault(let role): front.ui.mdxVault = role
      }
    }
    return commands
  }

  /// Puts `app` in front of the app under test (nil: the app itself again); when the app goes
  /// out of sight or comes back, the command that tells the session.
  static func show(_ app: PhoneApp?, _ front: inout FrontState) -> [FrontCommand] {
    let wasInFront = front.ui.phoneApp == nil
    front.ui.phoneApp = app
    return wasInFront == (app == nil) ? [] : [.appInFront(app == nil)]
  }

  /// The event `form` makes of `fields`, its secret fields emptied after; nil, with nothing
  /// changed, when a field it needs is empty.
  static func submit(_ form: FormSubmission, _ fields: inout [String: String]) -> [FrontCommand]? {
    guard let commands = commands(of: form, fields) else { return nil }
    for id in form.secretFields { fields[id] = "" }
    return commands
  }

  /// The commands `form` makes of `fields`; nil when a field it needs is empty.
  private static func commands(of form: FormSubmission, _ fields: [String: String])
    -> [FrontCommand]?
  {
    func value(_ id: String) -> String { fields[id] ?? "" }
    switch form {
    case .appSignIn(let upn, let password), .sdkSignIn(let upn, let password):
      let account = value(upn)
      guard !account.isEmpty else { return nil }
      let secret = Secret(value(password))
      if case .appSignIn = form {
        return [.session(.appSignInSubmitted(upn: account, password: secret))]
      }
      return [.session(.sdkSignInSubmitted(upn: account, password: secret))]
    case .pin(let id):
      let pin = value(id)
      guard !pin.isEmpty else { return nil }
      return [.session(.pinSubmitted(Secret(pin)))]
    case .note(let title, let body, var note):
      // Spaces around the title are not part of it; one of spaces alone is no title.
      note.title = String(
        value(title).drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
      guard !note.title.isEmpty else { return nil }
      note.body = value(body)
      return [.session(.noteAdded(note))]
    case .mdxServer(let server):
      return [.mdx(.submitServerAddress(value(server)))]
    case .mdxCredentials(let user, let password):
      guard value(user).contains(where: { !$0.isWhitespace }) else { return nil }
      return [.mdx(.submitCredentials(user: value(user), password: value(password)))]
    case .mdxCreatePin(let pin, let confirmation):
      return [.mdx(.createPin(value(pin), confirmation: value(confirmation)))]
    case .mdxPin(let pin):
      guard !value(pin).isEmpty else { return nil }
      return [.mdx(.enterPin(value(pin)))]
    case .mdxVaultUpdate(let role, let key, let value):
      return [.mdx(.vault(role, .update(pair(fields, key, value))))]
    case .mdxVaultSave(let role, let key, let value):
      return [.mdx(.vaultClass(role, .save(pair(fields, key, value))))]
    }
  }

  /// The key and value typed in fields `key` and `value` as vault data: nothing when both are
  /// empty.
  private static func pair(_ fields: [String: String], _ key: String, _ value: String)
    -> [String: String]
  {
    let typedKey = fields[key] ?? ""
    let typedValue = fields[value] ?? ""
    return typedKey.isEmpty && typedValue.isEmpty ? [:] : [typedKey: typedValue]
  }
}
