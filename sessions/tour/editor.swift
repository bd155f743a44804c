import SwiftUI

// A note editor in a sheet: it can be swiped away while the note is saved, and holds while
// the user is editing unsaved text (the app's own state decides).
struct NotesView: View {
  @State private var showEditor = false
  @StateObject private var model = EditorModel()

  var body: some View {
    Button("New note") { showEditor = true }
      .sheet(isPresented: $showEditor) {
        NoteEditor(model: model)
          .presentationDetents([.medium, .large])
          .interactiveDismissDisabled(model.isEditing && !model.isSaved)
      }
  }
}
