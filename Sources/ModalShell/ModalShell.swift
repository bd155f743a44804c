@_exported import ModalRender
