/** Query keys of a certificate's module list (one factory per feature, invalidated by prefix). */
export const modulesKeys = {
  all: ['modules'] as const,
  /** GET /api/certificates/{id} */
  certificate: (certificateId: string) => [...modulesKeys.all, 'certificate', certificateId] as const,
  /** GET /api/certificates/{id}/modules */
  certificateModules: (certificateId: string) => [...modulesKeys.certificate(certificateId), 'modules'] as const,
};
